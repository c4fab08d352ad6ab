import { isWellFormedText, MAX_INPUT_TEXT_LENGTH } from '@shop/domain';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from './errors.js';

/**
 * Whether any string of a request's parameters holds a lone surrogate or a NUL. JSON lets a client
 * send both (`"\ud800"`, `"\u0000"`): the first cannot be written as UTF-8, so `encodeURIComponent`
 * and the upstream's JSON failed on it deep inside a resolver; PostgreSQL refuses the second.
 * Iterative: a client's variables may nest deeply.
 */
export function hasIllFormedText(value: unknown, maxLength = Infinity): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.length > maxLength || !isWellFormedText(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      // One by one: a spread of a huge list would overflow the call's arguments.
      for (const item of Array.isArray(next) ? next : Object.values(next)) pending.push(item);
    }
  }
  return false;
}

/**
 * Refuses, before any parsing or resolver, a request whose text is not well-formed Unicode, or
 * one of whose values is longer than `MAX_INPUT_TEXT_LENGTH` (the document itself is bounded by the
 * body and token limits).
 */
export function useWellFormedText(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (hasIllFormedText([params.query, params.operationName, params.extensions])) {
        setResult({
          errors: [badUserInput('Le texte envoyé contient un caractère invalide.', 'invalid-text')],
        });
      } else if (hasIllFormedText(params.variables, MAX_INPUT_TEXT_LENGTH)) {
        setResult({
          errors: [
            badUserInput(
              `Le texte envoyé contient un caractère invalide ou dépasse ${MAX_INPUT_TEXT_LENGTH} caractères.`,
              'invalid-text',
            ),
          ],
        });
      }
    },
  };
}
