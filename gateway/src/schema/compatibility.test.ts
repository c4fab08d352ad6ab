import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareSchemas, compareWithRelease, RELEASED_SCHEMA_PATH } from './compatibility.js';

const released = readFileSync(RELEASED_SCHEMA_PATH, 'utf8');

describe('schema.graphql against the last released schema', () => {
  it('breaks nothing a channel built on the release relies on', () => {
    // A failure lists each change: deprecate instead of removing (schema/CHANGELOG.md), or, for a
    // deliberate break, release a new version (copy schema.graphql to schema/released.graphql).
    expect(compareWithRelease().breaking).toEqual([]);
  });

  it('fails on a removed field, a type changed or an argument made required', () => {
    const removed = released.replace(
      /^ {2}"Short plain-text description, for cards."\n {2}descriptionShort: String!\n/mu,
      '',
    );
    expect(removed).not.toBe(released);
    expect(compareSchemas(released, removed).breaking).toContainEqual(
      expect.stringMatching(/^FIELD_REMOVED: Product\.descriptionShort was removed/u),
    );
    const retyped = released.replace(/^ {2}descriptionShort: String!$/mu, '  descriptionShort: Int!');
    expect(compareSchemas(released, retyped).breaking).toContainEqual(
      expect.stringMatching(/^FIELD_CHANGED_KIND: Product\.descriptionShort changed type/u),
    );
    const required = released.replace(
      /^( {2}product\(.*slug: String!)\): Product$/mu,
      '$1, channel: String!): Product',
    );
    expect(required).not.toBe(released);
    expect(compareSchemas(released, required).breaking).toContainEqual(
      expect.stringMatching(/^REQUIRED_ARG_ADDED: A required arg channel on Query\.product was added/u),
    );
  });

  it('lets a field be deprecated (the way to a removal) and new fields be added', () => {
    const deprecated = released.replace(
      /^ {2}descriptionShort: String!$/mu,
      '  descriptionShort: String! @deprecated(reason: "Use `description`.")\n  summary: String',
    );
    expect(deprecated).not.toBe(released);
    expect(compareSchemas(released, deprecated).breaking).toEqual([]);
  });
});
