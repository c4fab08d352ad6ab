import { createHash, timingSafeEqual } from 'node:crypto';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The header a keyed channel (a partner site, an app, a developer's GraphiQL) sends its key in. */
export const API_KEY_HEADER = 'x-api-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a sent key is one of `GATEWAY_API_KEYS`. Digests of equal length are compared in constant
 * time, so the answer's timing tells nothing about how much of a key was right.
 */
export function apiKeyChecker(apiKeys: readonly string[]): (sent: string | null | undefined) => boolean {
  const keys = apiKeys.map(digest);
  return (sent) => {
    if (!sent) return false;
    const sentDigest = digest(sent);
    return keys.some((key) => timingSafeEqual(key, sentDigest));
  };
}

/**
 * The key of a browser's HTTP Basic credentials (any user name, the key as password): a browser
 * opening GraphiQL cannot send `x-api-key` with the page's own request, but asks for these.
 */
export function basicAuthKey(authorization: string | null | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/iu.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/**
 * Schema introspection refused (graphql-js's own rule) to whoever holds no channel key: the schema
 * is not a map for strangers, but a partner's developer explores it like Shopify's or Saleor's.
 * Yoga caches validation by the names of the rules applied, so a keyed answer is never reused for
 * an anonymous request (`gateway-channels.test.ts` checks it in that order).
 */
export function useIntrospectionFor(allowed: (request: Request) => boolean): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      if (!allowed((context as { request: Request }).request))
        addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
