import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOperationDescriptor, fetchQuery } from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShellDataQuery as ShellDataQueryType } from '../__generated__/ShellDataQuery.graphql.js';
import ShellDataQuery from '../__generated__/ShellDataQuery.graphql.js';
import { environmentFor } from '../relay/environment.js';
import { isAnonymousReply, onAnonymousReply } from '../relay/network.js';
import { anonymousReply, showsSignedInCustomer } from './session.js';

const signedOut = {
  region: null,
  regions: [],
  categories: [],
  viewer: { id: null, isAuthenticated: false, customer: null, cart: null },
};
const signedIn = {
  ...signedOut,
  viewer: {
    id: null,
    isAuthenticated: true,
    customer: { id: 'Q3VzdG9tZXI6MQ==', cartLineCount: 2 },
    cart: null,
  },
};

/** A real HTTP server in the gateway's place: every reply leaves without a session (spec 4). */
const calls: string[] = [];
/** What the next replies carry (then a signed-out viewer). */
const replies: object[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    calls.push((JSON.parse(body) as { doc_id?: string }).doc_id ?? '');
    response.writeHead(200, { 'content-type': 'application/json', 'x-session-mode': 'anonymous' });
    response.end(JSON.stringify({ data: replies.shift() ?? signedOut }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  // The browser resolves `/graphql` against the page; Node needs the server's address.
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => realFetch(new URL(url, base), init));
  onAnonymousReply(anonymousReply);
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

const viewerOf = (catalog: string) =>
  (
    environmentFor(catalog, 'fr').lookup(createOperationDescriptor(ShellDataQuery, {}).fragment).data as
      ShellDataQueryType['response'] | null
  )?.viewer;

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a reply whose session mode is "anonymous" (spec 4)', () => {
  it('is read from the gateway’s header', () => {
    expect(isAnonymousReply(new Headers({ 'x-session-mode': 'anonymous' }))).toBe(true);
    expect(isAnonymousReply(new Headers())).toBe(false);
    expect(showsSignedInCustomer({ isAuthenticated: true })).toBe(true);
    expect(showsSignedInCustomer({ isAuthenticated: false })).toBe(false);
    expect(showsSignedInCustomer(null)).toBe(false);
  });

  it('re-fetches the profile once when the shop shows a signed-in customer', async () => {
    const environment = environmentFor('martinique', 'fr');
    environment.commitPayload(createOperationDescriptor(ShellDataQuery, {}), signedIn);
    expect(viewerOf('martinique')?.isAuthenticated).toBe(true);
    calls.length = 0;
    // A reply that still shows the customer (it read no session) but whose mode is anonymous: the
    // network layer has the profile asked again, whose answer shows the shopper signed out.
    replies.push(signedIn);
    await fetchQuery<ShellDataQueryType>(environment, ShellDataQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
    await settle();
    expect(calls).toEqual([ShellDataQuery.params.id, ShellDataQuery.params.id]);
    expect(viewerOf('martinique')).toMatchObject({ isAuthenticated: false, customer: null });

    environment.commitPayload(createOperationDescriptor(ShellDataQuery, {}), signedIn);
    calls.length = 0;
    anonymousReply({ catalog: 'martinique', locale: 'fr' });
    anonymousReply({ catalog: 'martinique', locale: 'fr' });
    await settle();
    // One call, however many anonymous replies came while it was on its way; its answer ends it.
    expect(calls).toEqual([ShellDataQuery.params.id]);
    expect(viewerOf('martinique')?.isAuthenticated).toBe(false);
  });

  it('leaves a guest or a visitor alone', async () => {
    environmentFor('reunion', 'fr').commitPayload(createOperationDescriptor(ShellDataQuery, {}), signedOut);
    calls.length = 0;
    anonymousReply({ catalog: 'reunion', locale: 'fr' });
    anonymousReply({ catalog: 'guyane', locale: 'fr' });
    await settle();
    expect(calls).toEqual([]);
  });
});
