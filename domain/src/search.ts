import { AUTOCOMPLETE_MIN_CHARS, SEARCH_TERM_MAX_LENGTH } from './constants.js';

/** Spec 5: a search term is valid when at least one of its words has 2 or more characters. */
export function isValidSearchTerm(term: string): boolean {
  if (term.length > SEARCH_TERM_MAX_LENGTH) return false;
  return term.split(/\s+/u).some((word) => [...word].length >= 2);
}

/** Spec 5: autocomplete starts only with at least 2 non-space characters. */
export function canAutocomplete(term: string): boolean {
  if (term.length > SEARCH_TERM_MAX_LENGTH) return false;
  return [...term.replace(/\s+/gu, '')].length >= AUTOCOMPLETE_MIN_CHARS;
}
