/**
 * Issue 16, scale-out: two storefront-api processes on one PostgreSQL database, each behind its own
 * gateway, with one shopper's requests spread over both as a load balancer would. Sessions, carts
 * and the abuse limits live in the database, so it must not matter which pair answers.
 *
 * The storefront-api runs as real processes (`storefront-api/src/main.ts`, configured by its
 * environment as in production): two instances in this process would share their modules' memory
 * and hide state that is not shared. The gateways hold nothing between requests but what the
 * cookies carry; they run here, each on its own API.
 *
 * Needs the PostgreSQL server of TEST_DATABASE_URL (default 127.0.0.1:5432): a throw-away database
 * is created there and dropped at the end. Skipped, saying so, when no server answers (outside CI).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_URL, skipWithoutServer } from './support/postgres-server.js';
import { freePort, REGION_HEADERS, startGateway } from './support/stack.js';
import type { GraphQLErrorBody } from './support/stack.js';
import type { Gateway } from '@shop/gateway';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Sign-ins, new guests... per client address and 15 minutes, on both APIs. */
const PER_ADDRESS_LIMIT = 12;
/** The per account and address limit of failed sign-ins (storefront-api `customers/shared/guard.ts`). */
const SIGN_IN_FAILURES = 10;
const PASSWORD = 'Secret1!pass';

// CI has the server: there, its absence fails the test rather than skipping it.
const skipped = await skipWithoutServer('scale-out.test.ts');

async function admin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** `storefront-api/src/main.ts` in a process of its own, answered once `/ready` says so. */
async function startApiProcess(databaseUrl: string, outboxDir: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'storefront-api/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '4',
        STOREFRONT_API_PORT: String(port),
        HOST: '127.0.0.1',
        SEED_PRODUCTS: '60',
        CAPTCHA_PROVIDER: 'none',
        RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS_LIMIT),
        OUTBOX_DIR: outboxDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (!running()) throw new Error(`storefront-api exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`storefront-api not ready after 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Reply<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

/** One shopper's browser: its cookies, sent to whichever gateway the load balancer picks. */
class Browser {
  constructor(
    /** The shopper's address, as a proxy in front of the gateways would pass it on. */
    private readonly address: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** Another tab with the cookies as they are now (e.g. a copied session cookie). */
  copy(): Browser {
    return new Browser(this.address, new Map(this.cookies));
  }

  async send<T>(gateway: string, query: string, variables: Record<string, unknown> = {}): Promise<Reply<T>> {
    const response = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: gateway,
        'x-forwarded-for': this.address,
        ...REGION_HEADERS,
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1);
      if (/max-age=0(;|$)/iu.test(line) || value === '') this.cookies.delete(pair.slice(0, separator));
      else this.cookies.set(pair.slice(0, separator), value);
    }
    return (await response.json()) as Reply<T>;
  }

  async ok<T>(gateway: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const reply = await this.send<T>(gateway, query, variables);
    if (reply.errors !== undefined || reply.data == null)
      throw new Error(`GraphQL errors: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  }
}

const VIEWER = `{ viewer { isAuthenticated customer { email isGuest } } }`;
interface ViewerData {
  viewer: { isAuthenticated: boolean; customer: { email: string | null; isGuest: boolean } | null };
}
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { userErrors { code } } }`;
const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { viewer { isAuthenticated } userErrors { code } } }`;
interface SignInData {
  signIn: { viewer: { isAuthenticated: boolean }; userErrors: { code: string }[] };
}
const SIGN_OUT = `mutation { signOut { viewer { isAuthenticated } } }`;
const SET_QUANTITY = `mutation ($input: SetCartLineQuantityInput!) {
  setCartLineQuantity(input: $input) { line { quantity } userErrors { code } } }`;
interface SetQuantityData {
  setCartLineQuantity: { line: { quantity: number } | null; userErrors: { code: string }[] };
}
const CART = `{ viewer { cart { lineCount lines { quantity offer { offerId } } } } }`;
interface CartData {
  viewer: { cart: { lineCount: number; lines: { quantity: number; offer: { offerId: string } }[] } | null };
}

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

describe.skipIf(skipped)('two gateways and two storefront-api processes on one database', () => {
  const database = `scaleout_${process.pid}_${randomBytes(4).toString('hex')}`;
  let outboxDir: string | undefined;
  const apis: ApiProcess[] = [];
  const gateways: Gateway[] = [];
  /** Gateway A (on API A) and gateway B (on API B). */
  let a: string;
  let b: string;
  /** In-stock offers of single units, the one with the most stock first. */
  let offers: string[];

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE "${database}"`));
    const url = new URL(SERVER_URL);
    url.pathname = `/${database}`;
    outboxDir = await mkdtemp(join(tmpdir(), 'scale-out-'));
    // Started together on the empty database, as a deployment starts its replicas: one migrates and
    // seeds, the other waits for it and finds the work done.
    const started = await Promise.allSettled([
      startApiProcess(url.toString(), outboxDir),
      startApiProcess(url.toString(), outboxDir),
    ]);
    for (const result of started) if (result.status === 'fulfilled') apis.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const urls: string[] = [];
    for (const api of apis) {
      // Behind the load balancer: the shopper's address is the last `x-forwarded-for` entry.
      const started = await startGateway({
        storefrontApiUrl: api.url,
        upstreamTimeoutMs: 10_000,
        trustProxy: true,
      });
      gateways.push(started.gateway);
      urls.push(started.url);
    }
    [a, b] = urls as [string, string];

    type Offer = {
      offerId: string;
      stockQuantity: number;
      packSize: number;
      minimalOrderQuantity: number;
      maximalOrderQuantity: number | null;
    };
    const visitor = new Browser('192.0.2.1');
    const { categories } = await visitor.ok<{ categories: { path: string }[] }>(a, '{ categories { path } }');
    const found = new Map<string, Offer>();
    for (const { path } of categories) {
      const { products } = await visitor.ok<{
        products: { edges: { node: { defaultOffer: Offer | null } }[] };
      }>(
        a,
        `query ($path: String!) { products(categoryPath: $path, first: 50) { edges { node { defaultOffer {
          offerId stockQuantity packSize minimalOrderQuantity maximalOrderQuantity } } } } }`,
        { path },
      );
      for (const { node } of products.edges)
        if (node.defaultOffer) found.set(node.defaultOffer.offerId, node.defaultOffer);
    }
    offers = [...found.values()]
      .filter(
        (o) =>
          o.packSize === 1 &&
          o.minimalOrderQuantity <= 1 &&
          o.stockQuantity >= 10 &&
          (o.maximalOrderQuantity ?? 10) >= 10,
      )
      .sort((x, y) => y.stockQuantity - x.stockQuantity)
      .map((o) => o.offerId);
    expect(offers.length).toBeGreaterThanOrEqual(9);
  }, 120_000);

  afterAll(async () => {
    for (const gateway of gateways) await gateway.close().catch(() => undefined);
    for (const api of apis) await api.stop().catch(() => undefined);
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
  });

  it('a shopper signed in through one gateway is signed in through the other, and signed out of both', async () => {
    const shopper = new Browser('192.0.2.10');
    const email = uniqueEmail('scale-out');
    const registered = await shopper.ok<{ register: { userErrors: unknown[] } }>(a, REGISTER, {
      input: { email, firstName: 'Léa', lastName: 'Martin', password: PASSWORD, captcha: 'ok' },
    });
    expect(registered.register.userErrors).toEqual([]);
    expect((await shopper.ok<ViewerData>(b, VIEWER)).viewer).toEqual({
      isAuthenticated: true,
      customer: { email, isGuest: false },
    });

    const copied = shopper.copy();
    await shopper.ok(b, SIGN_OUT);
    // The session ended on API B is over on API A too, for this tab and for a copy of its old cookie.
    expect((await shopper.ok<ViewerData>(a, VIEWER)).viewer).toEqual({
      isAuthenticated: false,
      customer: { email: null, isGuest: true },
    });
    expect((await copied.ok<ViewerData>(a, VIEWER)).viewer).toEqual({
      isAuthenticated: false,
      customer: null,
    });

    const signedIn = await shopper.ok<SignInData>(b, SIGN_IN, {
      input: { email, password: PASSWORD, captcha: 'ok' },
    });
    expect(signedIn.signIn).toEqual({ viewer: { isAuthenticated: true }, userErrors: [] });
    expect((await shopper.ok<ViewerData>(a, VIEWER)).viewer.customer?.email).toBe(email);
  });

  it('a cart is the same through both, and concurrent changes through both lose no line', async () => {
    const shopper = new Browser('192.0.2.20');
    const [first, ...others] = offers;
    const set = async (gateway: string, offerId: string, method: string, quantity = 1) => {
      const { setCartLineQuantity } = await shopper.ok<SetQuantityData>(gateway, SET_QUANTITY, {
        input: { offerId, method, quantity },
      });
      expect(setCartLineQuantity.userErrors).toEqual([]);
      return setCartLineQuantity.line;
    };
    const cartThrough = async (gateway: string) => {
      const { cart } = (await shopper.ok<CartData>(gateway, CART)).viewer;
      return new Map(cart?.lines.map((line) => [line.offer.offerId, line.quantity]));
    };

    // The first line opens a guest session through A; B sees it and changes it.
    await set(a, first!, 'ADD_ONE');
    expect(await cartThrough(b)).toEqual(new Map([[first!, 1]]));
    expect(await set(b, first!, 'UPDATE', 3)).toEqual({ quantity: 3 });
    expect(await cartThrough(a)).toEqual(new Map([[first!, 3]]));

    // Eight new lines and six more units of the first, all at once, half through each gateway.
    const added = others.slice(0, 8);
    await Promise.all([
      ...added.map((offerId, i) => set(i % 2 === 0 ? a : b, offerId, 'ADD_ONE')),
      ...Array.from({ length: 6 }, (_, i) => set(i % 2 === 0 ? b : a, first!, 'ADD_ONE')),
    ]);
    const expected = new Map([[first!, 9], ...added.map((offerId) => [offerId, 1] as const)]);
    expect(await cartThrough(a)).toEqual(expected);
    expect(await cartThrough(b)).toEqual(expected);

    expect(await set(a, first!, 'REMOVE')).toBeNull();
    expect((await cartThrough(b)).has(first!)).toBe(false);
  });

  it('failed sign-ins count across both: the limit per account and address holds, the owner gets in', async () => {
    const owner = new Browser('192.0.2.30');
    const email = uniqueEmail('limited');
    await owner.ok(a, REGISTER, {
      input: { email, firstName: 'Léa', lastName: 'Martin', password: PASSWORD, captcha: 'ok' },
    });
    const stranger = new Browser('203.0.113.66');
    const signIn = async (browser: Browser, gateway: string, password: string) =>
      (
        await browser.ok<SignInData>(gateway, SIGN_IN, { input: { email, password, captcha: 'ok' } })
      ).signIn.userErrors.map((e) => e.code);

    // Alternating gateways: each API alone sees half, the shared count reaches the limit.
    for (let i = 0; i < SIGN_IN_FAILURES; i += 1)
      expect(await signIn(stranger, i % 2 === 0 ? a : b, 'Wrong1!pass')).toEqual(['INVALID_CREDENTIALS']);
    expect(await signIn(stranger, a, PASSWORD)).toEqual(['TOO_MANY_REQUESTS']);
    expect(await signIn(stranger, b, PASSWORD)).toEqual(['TOO_MANY_REQUESTS']);
    expect(await signIn(owner, b, PASSWORD)).toEqual([]);
  });

  it('new guests count per address across both', async () => {
    const addOne = (address: string, gateway: string) =>
      new Browser(address)
        .ok<SetQuantityData>(gateway, SET_QUANTITY, { input: { offerId: offers[0], method: 'ADD_ONE' } })
        .then((data) => data.setCartLineQuantity.userErrors.map((e) => e.code));
    for (let i = 0; i < PER_ADDRESS_LIMIT; i += 1)
      expect(await addOne('198.51.100.77', i % 2 === 0 ? a : b)).toEqual([]);
    expect(await addOne('198.51.100.77', a)).toEqual(['TOO_MANY_REQUESTS']);
    expect(await addOne('198.51.100.77', b)).toEqual(['TOO_MANY_REQUESTS']);
    expect(await addOne('198.51.100.78', b)).toEqual([]);
  });
});
