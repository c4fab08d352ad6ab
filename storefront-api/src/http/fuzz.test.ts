/**
 * Hostile and malformed input on every endpoint: whatever arrives, the reply is a 4xx with an
 * `ApiError` body or a legitimate 200, never a 5xx. Deterministic (seeded PRNG), so a failure
 * replays identically.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { chance, intBetween, pick, rngFor, type Rng } from '../seed/random.js';
import { testApp } from '../testing/database.js';

beforeAll(async () => {
  await testApp();
});

const CASES = 600;

const NUMBERS = [
  '-1',
  '-999999999999',
  '1e3',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '99999999999999999999',
  '9007199254740993',
  '1000000000000000000000000',
  String(2 ** 31),
  String(2 ** 63),
  '',
  ' ',
  '+1',
  '1_000',
  '٣',
  '00',
  '-0',
  '0',
  '3',
  '20',
  '100',
  '101',
];

const JUNK = [
  '\u0000',
  'abc\u0000def',
  '\ud800',
  '\udc00x',
  '\ud83d\ude42\ud83d\ude42',
  'e\u0301\u0301\u0301',
  '\u202e\u202d',
  '\u200b\u200b\u200b',
  '\ufeff\ufffe\uffff',
  'Ω≈ç√∫˜µ≤',
  'ǅǆǇ',
  '𝕿𝖊𝖑𝖊',
  '\t\n\r',
  '٣٤٥',
  'ß½²',
  '％％',
  '＿＿',
  '＼＼',
];

const HOSTILE = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '") UNION SELECT * FROM pg_shadow --',
  '$1',
  '$$',
  '\\',
  '\\\\%',
  '%',
  '%%',
  '__',
  '*:',
  'a:*',
  '!!',
  '&|',
  'a & b | !c',
  '(((',
  "l'eau",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..\\..\\windows',
  '....//....//',
  '%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'x'.repeat(300),
  'é'.repeat(300),
  'televiseur',
  'robe',
  'REF-000001',
  'REF-000001-01',
];

const FILTERS = [
  '{',
  '}',
  '[]',
  'null',
  'true',
  '"x"',
  '1',
  '{"marque":"x"}',
  '{"marque":[1]}',
  '{"marque":[null]}',
  '{"marque":[""]}',
  '{"marque":[]}',
  '{"__proto__":["x"]}',
  '{"constructor":["x"]}',
  '{"prototype":["x"]}',
  '{"toString":["x"]}',
  '{"marque":["x"],"marque":["y"]}',
  '{"marque":["\\u0000"]}',
  '{"marque":["\\ud800"]}',
  `{"marque":["${'x'.repeat(300)}"]}`,
  `{"marque":[${Array.from({ length: 60 }, () => '"x"').join(',')}]}`,
  '{"marque":["\' OR 1=1 --"]}',
  '{"couleur":["Rouge"],"taille":["M","L"]}',
  '{"code_erp":["x"]}',
  '{"MARQUE":["x"]}',
  '{"a b":["x"]}',
  '['.repeat(3000),
  '{"a":'.repeat(500),
  'x'.repeat(5000),
  '{"marque":["Samsung"]}',
];

const SORTS = [
  'score',
  'price',
  'price,asc',
  'price,desc',
  'score,asc',
  'name',
  'price,',
  ',',
  'price,asc,x',
  'PRICE,DESC',
  '',
];
const LOCALES = ['fr', 'en', 'de', '', 'FR', 'fr-FR', 'x'.repeat(300)];
const REGIONS = [
  'martinique',
  'guyane',
  'saint-barthelemy',
  '',
  'atlantide',
  '../guadeloupe',
  'x'.repeat(300),
  'martinique,guadeloupe',
  "' OR 1=1",
];
const SIZES = ['thumb', 'medium', 'large', 'huge', '', '..', 'x'.repeat(100)];

function text(rng: Rng): string {
  const kind = intBetween(rng, 0, 3);
  if (kind === 0) return pick(rng, JUNK);
  if (kind === 1) return pick(rng, HOSTILE);
  if (kind === 2) return pick(rng, NUMBERS);
  return pick(rng, HOSTILE) + pick(rng, JUNK) + pick(rng, HOSTILE);
}

/** Percent-encoding that also writes lone surrogates, as the invalid UTF-8 of an encoded surrogate. */
const percent = (value: string) =>
  [...value]
    .map((char) => (/^[\ud800-\udfff]$/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
    .join('');

/** A query-string value: usually percent-encoded, sometimes raw or with broken escapes. */
function encode(rng: Rng, value: string): string {
  const roll = rng();
  if (roll < 0.75) return percent(value);
  if (roll < 0.85) return value.replace(/[#?&%\s]/gu, '');
  if (roll < 0.95) {
    const broken = pick(rng, ['%', '%E0%A4%A', '%ZZ', '%ED%A0%80', '%C0%AF', '%00', '%FF%FE']);
    return broken + percent(value.slice(0, 10));
  }
  return '';
}

/** A path segment, encoded or not, possibly with traversal or broken escapes. */
function segment(rng: Rng): string {
  const roll = rng();
  if (roll < 0.6) return percent(text(rng)) || 'x';
  if (roll < 0.8)
    return pick(rng, [
      '..',
      '%2e%2e',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      '%',
      '%E0%A4%A',
      '%C0%AE%C0%AE',
      'REF-000001',
    ]);
  return 'x'.repeat(intBetween(rng, 250, 320));
}

type Builder = (rng: Rng) => { path: string; query: [string, string][] };

const listingParams = (rng: Rng): [string, string][] => {
  const params: [string, string][] = [];
  if (chance(rng, 0.5)) params.push(['page', chance(rng, 0.8) ? pick(rng, NUMBERS) : text(rng)]);
  if (chance(rng, 0.5)) params.push(['size', chance(rng, 0.8) ? pick(rng, NUMBERS) : text(rng)]);
  if (chance(rng, 0.4)) params.push(['sort', chance(rng, 0.8) ? pick(rng, SORTS) : text(rng)]);
  if (chance(rng, 0.5)) params.push(['filters', chance(rng, 0.85) ? pick(rng, FILTERS) : text(rng)]);
  if (chance(rng, 0.2)) params.push(['locale', pick(rng, LOCALES)]);
  return params;
};

const ENDPOINTS: Builder[] = [
  () => ({ path: '/categories/roots', query: [] }),
  (rng) => ({ path: '/categories', query: chance(rng, 0.5) ? [['locale', pick(rng, LOCALES)]] : [] }),
  (rng) => ({
    path: '/products/category',
    query: [
      [
        'categoryPath',
        chance(rng, 0.6)
          ? pick(rng, ['martinique/mode', 'martinique/image-et-son/televiseurs', 'guyane/mode'])
          : text(rng),
      ],
      ...listingParams(rng),
    ],
  }),
  (rng) => ({ path: '/products/search', query: [['searchTerm', text(rng)], ...listingParams(rng)] }),
  (rng) => ({
    path: '/products/seller',
    query: [['shopId', chance(rng, 0.4) ? 'ti-kaz-maison' : text(rng)], ...listingParams(rng)],
  }),
  (rng) => ({
    path: '/products/search-autocomplete',
    query: [
      ['searchTerm', text(rng)],
      ...(chance(rng, 0.5) ? [['size', pick(rng, NUMBERS)] as [string, string]] : []),
    ],
  }),
  (rng) => ({ path: `/products/slug/${segment(rng)}`, query: [] }),
  (rng) => ({
    path: '/products/references',
    query: [
      [
        'referenceList',
        Array.from({ length: intBetween(rng, 0, 120) }, () =>
          chance(rng, 0.5) ? 'REF-000001' : text(rng),
        ).join(','),
      ],
    ],
  }),
  (rng) => ({
    path: '/shops',
    query: chance(rng, 0.7)
      ? [['ids', Array.from({ length: intBetween(rng, 0, 110) }, () => text(rng)).join(',')]]
      : [],
  }),
  (rng) => ({ path: `/shops/${segment(rng)}`, query: [] }),
  (rng) => ({
    path: `/media/products/${segment(rng)}/${pick(rng, ['0', '1', '-1', '51', 'x', '1e1', '99999999999999999999'])}/${pick(rng, SIZES)}.svg`,
    query: [],
  }),
  (rng) => ({ path: `/media/shops/${segment(rng)}/${pick(rng, SIZES)}.svg`, query: [] }),
  (rng) => ({
    path: `/media/notices/${segment(rng)}${pick(rng, ['.pdf', '', '.PDF', '.pdf.exe'])}`,
    query: [],
  }),
  (rng) => ({ path: `/media/placeholder/${pick(rng, SIZES)}.svg`, query: [] }),
  (rng) => ({
    path: pick(rng, ['/health', '/ready', '/openapi.json', '/', '/products', '/products/slug/', '/shops/']),
    query: [],
  }),
];

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

interface Case {
  method: Method;
  url: string;
  headers: Record<string, string | string[]>;
  body?: string;
}

/** Mostly GET; sometimes another method, with a body that is often broken JSON or too large. */
function methodAndBody(rng: Rng): Pick<Case, 'method' | 'body'> & { type?: string } {
  if (chance(rng, 0.85)) return { method: 'GET' };
  const method = pick(rng, ['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const);
  if (method === 'HEAD' || chance(rng, 0.3)) return { method };
  const body = pick(rng, ['{', '{"a":1}', 'null', '[]', 'x'.repeat(2 * 1024 * 1024), '\u0000', '<xml/>']);
  return {
    method,
    body,
    type: pick(rng, [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]),
  };
}

function makeCase(rng: Rng): Case {
  const { path, query } = pick(rng, ENDPOINTS)(rng);
  const params = [...query];
  // Repeated and empty parameters.
  if (params.length > 0 && chance(rng, 0.15)) params.push(pick(rng, params));
  if (chance(rng, 0.1))
    params.push([pick(rng, ['page', 'size', 'searchTerm', 'filters', 'locale', 'ids']), '']);
  const search = params.map(([name, value]) => `${name}=${encode(rng, value)}`).join('&');
  const headers: Record<string, string | string[]> = {};
  const region = rng();
  if (region < 0.6) headers['root-category'] = 'martinique';
  else if (region < 0.9) headers['root-category'] = pick(rng, REGIONS);
  else if (region < 0.95) headers['root-category'] = ['guyane', 'martinique'];
  if (chance(rng, 0.05)) headers['if-none-match'] = pick(rng, ['*', '"x"', '', 'W/"x"']);
  const { type, ...request } = methodAndBody(rng);
  if (type) headers['content-type'] = type;
  return { ...request, url: search ? `${path}?${search}` : path, headers };
}

/** Whether a reply is a legitimate 200 or a 4xx `ApiError`; a description of it otherwise. */
function problemWith(reply: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): string | null {
  if (reply.statusCode === 200 || reply.statusCode === 304) return null;
  if (reply.statusCode < 400 || reply.statusCode >= 500) return `status ${reply.statusCode}`;
  let error: Record<string, unknown>;
  try {
    error = JSON.parse(reply.body) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const json = String(reply.headers['content-type']).split(';')[0] === 'application/json';
  const apiError =
    error.status === reply.statusCode &&
    typeof error.errorCode === 'string' &&
    typeof error.errorMessage === 'string';
  return json && apiError ? null : 'not an ApiError';
}

const EDGE_CASES = [
  '/products/category?categoryPath=martinique/mode&page=99999999999999999999',
  '/products/category?categoryPath=martinique/mode&page=9007199254740993&size=100',
  '/products/category?categoryPath=martinique/mode&page=92233720368547758&size=100',
  '/products/search?searchTerm=robe&page=1000000000000000000000',
  '/products/seller?shopId=ti-kaz-maison&page=99999999999999999999&size=100',
  '/products/category?categoryPath=martinique/mode&size=99999999999999999999',
  '/products/category?categoryPath=martinique/mode&filters=%7B%22marque%22%3A%5B%22%5Cu0000%22%5D%7D',
  '/products/search?searchTerm=robe%00',
  '/products/search-autocomplete?searchTerm=ro%00be',
  '/products/slug/%00',
  '/products/references?referenceList=REF-000001%00',
  '/shops?ids=a%00',
  '/shops/%00',
  '/media/products/REF-000001%00/0/large.svg',
  '/media/shops/%00/large.svg',
  '/media/products/REF-000001/99999999999999999999/large.svg',
  `/products/slug/${'x'.repeat(301)}`,
  '/products/slug/%E0%A4%A',
  `/products/search?searchTerm=${'%C3%A9'.repeat(300)}`,
];

describe('known hostile requests', () => {
  it.each(EDGE_CASES)('GET %s is a 4xx ApiError or a 200', async (target) => {
    const app = await testApp();
    const reply = await app.inject({
      method: 'GET',
      url: target,
      headers: { 'root-category': 'martinique' },
    });
    expect(problemWith(reply), reply.body.slice(0, 300)).toBeNull();
  });
});

describe('fuzzing every endpoint with bad input', () => {
  it(`answers ${CASES} hostile requests with a 4xx ApiError or a 200, never a 5xx`, async () => {
    const app = await testApp();
    const rng = rngFor('storefront-api fuzz');
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < CASES; i++) {
      const { method, url, headers, body } = makeCase(rng);
      const reply = await app.inject({
        method,
        url,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
      // A HEAD reply has no body to hold an ApiError: its status is all there is to check.
      const problem =
        method !== 'HEAD'
          ? problemWith(reply)
          : reply.statusCode >= 500
            ? `status ${reply.statusCode}`
            : null;
      if (problem) {
        const request = `${method} ${url.slice(0, 200)} ${JSON.stringify(headers).slice(0, 100)}`;
        failures.push(`#${i} ${request} -> ${reply.statusCode} ${reply.body.slice(0, 200)} (${problem})`);
      }
    }
    expect(failures).toEqual([]);
    // The mix really reached both outcomes.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(30);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(2);
  });
});
