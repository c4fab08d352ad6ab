/**
 * The product repository with the reads every catalogue reply makes and only a catalogue write
 * changes (a territory's tax rates, the attribute definitions) kept until the catalogue changes
 * (`catalogue-changes/memo.ts`). What they answer is shared between requests: read it, never change it.
 */
import type { Remember } from '../catalogue-changes/memo.js';
import * as repository from './repository.js';

export function rememberedRepository(remember: Remember): typeof repository {
  return {
    ...repository,
    taxRates: (db, territory) => remember(`tax-rates ${territory}`, () => repository.taxRates(db, territory)),
    attributeDefinitions: (db, locale) =>
      remember(`attributes ${locale}`, () => repository.attributeDefinitions(db, locale)),
  };
}
