/**
 * A small GraphQL client of the shop for a keyed channel: every request carries the channel's key
 * (`x-api-key`) and the region and language headers, and the guest session's cookie the gateway
 * sets on the first cart change, as a browser would keep it. Documents are typed
 * (`TypedDocumentNode`), so results and variables are checked against schema.graphql.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export interface ShopClientOptions {
  /** The shop's address, e.g. `https://boutique.example` (GraphQL at `/graphql`). */
  url: string;
  /** The channel's key, one of the shop's `GATEWAY_API_KEYS`. */
  apiKey: string;
  /** Region: the path of its root category, e.g. `martinique`. */
  region: string;
  locale?: 'fr' | 'en';
}

/** An answer with errors: the first one's message and code, and all of them. */
export class ShopError extends Error {
  constructor(
    readonly errors: readonly { message: string; extensions?: { code?: string } }[],
    readonly status: number,
  ) {
    super(`${errors[0]?.message ?? `HTTP ${status}`} (${errors[0]?.extensions?.code ?? 'no code'})`);
  }
}

export function createShopClient(options: ShopClientOptions) {
  const cookies = new Map<string, string>();
  return async function request<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    const response = await fetch(new URL('/graphql', options.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-key': options.apiKey,
        'x-catalog': options.region,
        'x-locale': options.locale ?? 'fr',
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      body: JSON.stringify({ query: print(document), variables }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';', 1);
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const body = (await response.json()) as {
      data?: TResult | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    if (body.errors?.length || body.data == null) throw new ShopError(body.errors ?? [], response.status);
    return body.data;
  };
}

export type ShopRequest = ReturnType<typeof createShopClient>;
