import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { CookieJars, SESSION_MODE_HEADER } from './cookie-plugin.js';
import { clearedCookie, SESSION_COOKIE, sessionCookie } from './cookies.js';

const TOKEN = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);

/** A real yoga server with the cookie plugin, whose one field writes the session cookie as told. */
function server() {
  const jars = new CookieJars();
  const yoga = createYoga<{ request: Request }>({
    schema: createSchema({
      typeDefs: 'type Query { session(write: String): Boolean }',
      resolvers: {
        Query: {
          session: (_: unknown, { write }: { write?: string }, { request }: { request: Request }) => {
            const jar = jars.for(request);
            if (write === 'clear') jar.set(clearedCookie(SESSION_COOKIE, 'Lax'));
            if (write === 'open') jar.set(sessionCookie(OTHER, new Date(Date.now() + 3_600_000)));
            return true;
          },
        },
      },
    }),
    plugins: [jars.plugin()],
    logging: false,
  });
  return (write: string | null, cookie?: string) =>
    yoga.fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: write ? `{ session(write: "${write}") }` : '{ session }' }),
    });
}

describe('the reply’s session mode (spec 4)', () => {
  it('says anonymous when the reply leaves the browser without a session', async () => {
    const ask = server();
    expect((await ask(null)).headers.get(SESSION_MODE_HEADER)).toBe('anonymous');
    // The upstream no longer knew the session: its cookie is deleted, the reply is anonymous.
    const forgotten = await ask('clear', `${SESSION_COOKIE}=${TOKEN}`);
    expect(forgotten.headers.get(SESSION_MODE_HEADER)).toBe('anonymous');
    expect(forgotten.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
    // A malformed cookie is no session.
    expect((await ask(null, `${SESSION_COOKIE}=nope`)).headers.get(SESSION_MODE_HEADER)).toBe('anonymous');
  });

  it('says nothing while a session goes on or has just been opened', async () => {
    const ask = server();
    expect((await ask(null, `${SESSION_COOKIE}=${TOKEN}`)).headers.get(SESSION_MODE_HEADER)).toBeNull();
    expect((await ask('open')).headers.get(SESSION_MODE_HEADER)).toBeNull();
  });
});
