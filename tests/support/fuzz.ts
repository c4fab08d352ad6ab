/**
 * What the fuzz suites (issue 16) send: hostile text, extreme numbers, and real values of the demo
 * catalogue mixed in, so a generated request gets past the first check often enough to reach the
 * resolvers, routes and the database.
 */
import fc from 'fast-check';

/** The suites' seed: the same requests on every run unless FUZZ_SEED says otherwise. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261126);

/** Text as an attacker or a broken client sends it. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{"$gt":""}',
  '🍍'.repeat(50),
  'é'.repeat(2000),
  'x'.repeat(10_001),
  'someone<victim@example.test>',
  'a@b',
  '-1',
  '1e309',
  'null',
  'martinique/../guadeloupe',
];

/** One character of any kind: any code point, and now and then a lone surrogate, NUL or a bidi override. */
const anyChar = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', '\uDC00', '\u0000', '\u202E') },
);

/** A string: hostile constants, random text of any code points, or one of the `real` values. */
export function text(real: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 3, arbitrary: fc.string({ unit: anyChar, maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    ...(real.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...real) }] : []),
  );
}

/** An integer: the edges of every range a field may check, and any 32-bit value. */
export const integer: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2, 20, 99, 100, 101, 1000, 2 ** 31 - 1, -(2 ** 31)),
  fc.integer(),
);

/** A JSON number of any size (no NaN nor infinity: JSON has none). */
export const float: fc.Arbitrary<number> = fc.oneof(
  integer,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
