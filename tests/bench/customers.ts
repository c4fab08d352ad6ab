/**
 * Customer figures of `pnpm bench`: the signed-in viewer (session cookie through the gateway
 * against the bearer call it makes), sign-in (argon2id dominates), and upstream calls per viewer.
 * The storefront-api runs with CAPTCHA_PROVIDER=none here: the captcha is the browser's work.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { comparedLatency, type LatencyStats } from './measure.js';

const PASSWORD = 'Bench1!pass';
const HEADERS = { 'content-type': 'application/json', 'x-catalog': 'martinique', 'x-locale': 'fr' };
/** The storefront-api allows 10 sign-ins per account per 15 minutes: spread the samples. */
const SIGN_INS_PER_ACCOUNT = 10;

export interface CustomerRow {
  label: string;
  direct: LatencyStats;
  gateway: LatencyStats;
}

async function registerDirect(rest: Pool): Promise<{ email: string; token: string }> {
  const email = `bench-${randomUUID().slice(0, 12)}@example.test`;
  const { statusCode, headers, body } = await rest.request({
    method: 'POST',
    path: '/customers/register',
    headers: { 'content-type': 'application/json', 'root-category': 'martinique' },
    body: JSON.stringify({
      email,
      firstName: 'Banc',
      lastName: 'Essai',
      password: PASSWORD,
      recaptchaData: 'x',
    }),
  });
  const text = await body.text();
  if (statusCode !== 200) throw new Error(`register: ${statusCode} ${text}`);
  return { email, token: String(headers['x-session-token']) };
}

/** The session cookie the gateway sets for a fresh account. */
async function registerThroughGateway(graph: Pool, origin: string): Promise<string> {
  const { statusCode, headers, body } = await graph.request({
    method: 'POST',
    path: '/graphql',
    headers: { ...HEADERS, origin },
    body: JSON.stringify({
      query: `mutation($input: RegisterInput!) { register(input: $input) { userErrors { code } } }`,
      variables: {
        input: {
          email: `bench-${randomUUID().slice(0, 12)}@example.test`,
          firstName: 'Banc',
          lastName: 'Essai',
          password: PASSWORD,
          captcha: 'x',
        },
      },
    }),
  });
  await body.text();
  const cookies = ([] as string[]).concat(headers['set-cookie'] ?? []);
  const session = cookies.find((c) => c.startsWith('__Host-shop_session='));
  if (statusCode !== 200 || !session) throw new Error(`register through the gateway: ${statusCode}`);
  return session.split(';')[0]!;
}

export async function customerRows(
  apiUrl: string,
  gatewayUrl: string,
  samples: number,
): Promise<{ rows: CustomerRow[] }> {
  const rest = new Pool(apiUrl, { connections: 4 });
  const graph = new Pool(gatewayUrl, { connections: 4 });
  const origin = new URL(gatewayUrl).origin;
  try {
    // One customer on both sides: the session cookie carries the upstream token the bearer call sends
    // (two accounts measured two different `/customers/me`, and the gap read 1.9 ms instead of 0.7).
    const cookie = await registerThroughGateway(graph, origin);
    const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const me = async () => {
      const { statusCode, body } = await rest.request({
        method: 'GET',
        // The call the gateway's session makes (`view=summary`: the badge's quantities, no whole cart).
        path: '/customers/me?view=summary&locale=fr',
        headers: { authorization: `Bearer ${token}`, 'root-category': 'martinique' },
      });
      await body.text();
      if (statusCode !== 200) throw new Error(`me: ${statusCode}`);
    };
    const viewer = async () => {
      const { statusCode, body } = await graph.request({
        method: 'POST',
        path: '/graphql',
        headers: { ...HEADERS, cookie },
        body: JSON.stringify({
          query: '{ viewer { isAuthenticated customer { id email cartLineCount addresses { name } } } }',
        }),
      });
      const reply = (await body.json()) as { data?: { viewer: { isAuthenticated: boolean } } };
      if (statusCode !== 200 || reply.data?.viewer.isAuthenticated !== true) throw new Error('viewer failed');
    };

    const signInSamples = Math.max(10, Math.round(samples / 4));
    const warmup = 3;
    const accountsFor = (n: number) => Math.ceil(n / SIGN_INS_PER_ACCOUNT);
    const directAccounts = await Promise.all(
      Array.from({ length: accountsFor(signInSamples + warmup) }, () => registerDirect(rest)),
    );
    const gatewayAccounts = await Promise.all(
      Array.from({ length: accountsFor(signInSamples + warmup) }, () => registerDirect(rest)),
    );
    let directCount = 0;
    let gatewayCount = 0;
    const signInDirect = async () => {
      const account = directAccounts[Math.floor(directCount++ / SIGN_INS_PER_ACCOUNT)]!;
      const { statusCode, body } = await rest.request({
        method: 'POST',
        path: '/customers/sign-in',
        headers: { 'content-type': 'application/json', 'root-category': 'martinique' },
        body: JSON.stringify({ email: account.email, password: PASSWORD, recaptchaData: 'x' }),
      });
      await body.text();
      if (statusCode !== 200) throw new Error(`sign-in: ${statusCode}`);
    };
    const signInGateway = async () => {
      const account = gatewayAccounts[Math.floor(gatewayCount++ / SIGN_INS_PER_ACCOUNT)]!;
      const { statusCode, body } = await graph.request({
        method: 'POST',
        path: '/graphql',
        headers: { ...HEADERS, origin },
        body: JSON.stringify({
          query: `mutation($input: SignInInput!) { signIn(input: $input) { viewer { isAuthenticated } userErrors { code } } }`,
          variables: { input: { email: account.email, password: PASSWORD, captcha: 'x' } },
        }),
      });
      const reply = (await body.json()) as { data?: { signIn: { viewer: { isAuthenticated: boolean } } } };
      if (statusCode !== 200 || reply.data?.signIn.viewer.isAuthenticated !== true)
        throw new Error('signIn failed');
    };

    return {
      rows: [
        {
          label: 'signed-in viewer (cookie / bearer)',
          ...(await comparedLatency(me, viewer, { samples, warmup: 20 })),
        },
        {
          label: `sign-in, argon2id (${signInSamples} samples)`,
          ...(await comparedLatency(signInDirect, signInGateway, {
            samples: signInSamples,
            warmup,
            // Each sign-in spends one of an account's 10 a quarter of an hour: counted, not timed.
            warmupMs: 0,
          })),
        },
      ],
    };
  } finally {
    await rest.close();
    await graph.close();
  }
}

/** Upstream calls of the viewer query, with and without a session cookie (counting gateway). */
export async function viewerCalls(
  countingGatewayUrl: string,
  calls: () => string[],
  reset: () => void,
): Promise<[string, number, string[]][]> {
  const graph = new Pool(countingGatewayUrl, { connections: 1 });
  const origin = new URL(countingGatewayUrl).origin;
  try {
    const cookie = await registerThroughGateway(graph, origin);
    const rows: [string, number, string[]][] = [];
    for (const [label, headers] of [
      ['viewer, signed in (cookie)', { ...HEADERS, cookie }],
      ['viewer, no session', HEADERS],
    ] as const) {
      reset();
      const { body } = await graph.request({
        method: 'POST',
        path: '/graphql',
        headers,
        body: JSON.stringify({ query: '{ viewer { isAuthenticated customer { id addresses { name } } } }' }),
      });
      await body.text();
      rows.push([label, calls().length, [...calls()]]);
    }
    return rows;
  } finally {
    await graph.close();
  }
}
