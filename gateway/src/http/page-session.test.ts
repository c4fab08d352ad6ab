import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { SESSION_COOKIE } from '../session/cookies.js';
import { createSharedPageExecutor } from './in-process.js';
import { pageSession } from './page-session.js';

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;

/** The in-process `/graphql` of a test: records what it was asked, answers a reply with a cookie. */
function graphql() {
  const asked: { url: string; headers: Record<string, string>; body: unknown; req: IncomingMessage }[] = [];
  const fetchGraphql = async (req: Request, page: IncomingMessage) => {
    asked.push({
      url: req.url,
      headers: Object.fromEntries(req.headers),
      body: await req.json(),
      req: page,
    });
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'a=1; Path=/');
    return new Response(JSON.stringify({ data: { ok: true } }), { headers });
  };
  return { asked, shared: createSharedPageExecutor(fetchGraphql, '/graphql') };
}

describe('a page’s operations', () => {
  const direct = () => async () => ({ data: { direct: true } });
  const context = () => ({}) as GatewayContext;
  const operation = { id: 'op-1', text: null, name: 'HomeQuery' };

  it('go through /graphql and its response cache when the page has no session', async () => {
    const { asked, shared } = graphql();
    const req = request('consent=v1.a0.m0');
    const session = pageSession(direct, context, shared)(req);
    expect(session.personal).toBe(false);
    expect(await session.execute(operation, { first: 2 }, { catalog: 'martinique', locale: 'fr' })).toEqual({
      data: { ok: true },
    });
    expect(asked).toEqual([
      {
        url: 'http://in-process/graphql',
        headers: expect.objectContaining({ 'x-catalog': 'martinique', 'x-locale': 'fr' }),
        body: { doc_id: 'op-1', variables: { first: 2 } },
        req,
      },
    ]);
    expect(asked[0]!.headers.cookie).toBeUndefined();
    expect(session.cookies()).toEqual(['a=1; Path=/']);
    // The boot query has no region yet: no header rather than an empty one.
    await session.execute(operation, {}, { catalog: '', locale: 'fr' });
    expect(asked[1]!.headers['x-catalog']).toBeUndefined();
    await expect(
      session.execute({ ...operation, id: null }, {}, { catalog: '', locale: 'fr' }),
    ).rejects.toThrow(/not persisted/u);
  });

  it('run in the page’s own contexts, never through the cache, with a session', async () => {
    const { asked, shared } = graphql();
    const session = pageSession(direct, context, shared)(request(`${SESSION_COOKIE}=${'a'.repeat(43)}`));
    expect(session.personal).toBe(true);
    expect(await session.execute(operation, {}, { catalog: 'martinique', locale: 'fr' })).toEqual({
      data: { direct: true },
    });
    expect(asked).toEqual([]);
  });
});
