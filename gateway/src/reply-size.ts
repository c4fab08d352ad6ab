/**
 * The reply-size guard (issue 16): a reply is bounded even where the document's limits
 * (`query-limits.ts`) let it through, because a list's length is the data's, not the document's.
 * A result whose JSON passes the limit is replaced, before anything is sent, by one error with
 * `extensions.code` `REPLY_TOO_LARGE`: the client learns to ask for less (smaller pages, fewer
 * fields) instead of receiving megabytes it never meant to read.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Default bound of a reply's JSON. The web's largest reply, a category page of 100 products with
 * their offers and facets, is about 120 KB (measured on the demo catalogue); 2 MiB leaves a
 * channel's richer pages room while a runaway reply stops well before it costs the process.
 */
export const MAX_REPLY_BYTES = 2 * 1024 * 1024;

export const REPLY_TOO_LARGE = 'REPLY_TOO_LARGE';

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** How Yoga writes a result: with its `stringify` when the executor gave one (graphql-jit does). */
type Stringify = (result: unknown) => string;

/** Whether `text` fits in `maxBytes` of UTF-8; a UTF-16 unit is at most 3 bytes, so most replies skip the count. */
export function fitsInBytes(text: string, maxBytes: number): boolean {
  return text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes;
}

/**
 * Replaces every execution result larger than `maxBytes` of JSON with a `REPLY_TOO_LARGE` error.
 * The check wraps the result's own serialisation, so a reply is turned into JSON once, not once
 * to measure it and again to send it (the bench's category page: 40 KB, 0.3 ms saved).
 */
export function useReplySizeLimit(maxBytes: number = MAX_REPLY_BYTES): Plugin {
  const tooLarge = () =>
    JSON.stringify({
      data: null,
      errors: [
        new GraphQLError(
          `Réponse trop volumineuse : ${maxBytes} octets au plus ; demandez moins de produits ou de champs.`,
          { extensions: { code: REPLY_TOO_LARGE, limit: maxBytes } },
        ),
      ],
    });
  return {
    onExecute() {
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result)) return;
          const target = result as { stringify?: Stringify };
          const stringify: Stringify = target.stringify ?? JSON.stringify;
          target.stringify = (value) => {
            const text = stringify(value);
            return fitsInBytes(text, maxBytes) ? text : tooLarge();
          };
        },
      };
    },
  };
}
