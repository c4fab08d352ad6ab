/**
 * `BENCH_ONLY=load pnpm bench` (issue 16's load proof): shoppers browse a category, open a
 * product, search and add to cart, 50 connections for 60 s each way (`LOAD_SECONDS`,
 * `LOAD_CONNECTIONS`), through the gateway and then straight against the storefront-api's REST, on
 * loopback only. Figures: requests, error rate (HTTP errors, timeouts and GraphQL errors), latency
 * p50 / p99, and the resident memory of both processes before and after.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuMs } from './profile.js';
import type { Service } from './services.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
/** Gateway rounds (`LOAD_ROUNDS`): a second one shows whether its memory settles. */
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 2);
/** `LOAD_MIX`: `browse` (catalogue reads only), `shop` (with the add to cart) or both (the default). */
const MIX = process.env.LOAD_MIX ?? 'both';
const TERMS = ['televiseur', 'robe rouge', 'rhum', 'chaussures', 'cafe', 'lin', 'samsung'];

interface Scenario {
  category: string;
  slug: string;
  offerId: string;
  region: string;
}

export interface LoadFigures {
  label: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

type Request = autocannon.Request;
/** What a connection keeps between the steps of one round (its session). */
type Context = Record<string, unknown>;
type Headers = autocannon.Request['headers'];
type OnResponse = (status: number, body: string, context: object, headers: Headers) => void;

async function run(label: string, url: string, requests: Request[], seconds = SECONDS): Promise<LoadFigures> {
  let graphErrors = 0;
  const counted = requests.map((request): Request => {
    const own = request.onResponse as OnResponse | undefined;
    return {
      ...request,
      onResponse: (status, body, context, headers) => {
        if (status === 200 && body.startsWith('{"errors"')) graphErrors++;
        own?.(status, body, context, headers);
      },
    };
  });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: counted,
    timeout: 10,
  });
  const errors = result.errors + result.timeouts + result.non2xx + graphErrors;
  return { label, requests: result.requests.total, errors, p50: result.latency.p50, p99: result.latency.p99 };
}

const SESSION = '__Host-shop_session';

function graphqlRequest(query: string, variables: () => Record<string, unknown>, region: string): Request {
  return {
    method: 'POST',
    path: '/graphql',
    setupRequest: (request, context) => {
      const cookie = (context as Context).cookie;
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          'x-catalog': region,
          'x-locale': 'fr',
          ...(typeof cookie === 'string' ? { cookie } : {}),
        },
        body: JSON.stringify({ query, variables: variables() }),
      };
    },
    onResponse: (_status, _body, context, headers) => {
      // One or several Set-Cookie lines, as autocannon's parser hands them over.
      const session = new RegExp(`${SESSION}=[^;,\\s]*`, 'u').exec(String(headers?.['set-cookie'] ?? ''));
      if (session) (context as Context).cookie = session[0];
    },
  };
}

/** Requests, errors and latency of each run, then the gateway's ratios to direct (first two rows). */
function table(figures: LoadFigures[], ratio = 'gateway / direct'): void {
  console.log(
    '                                                          requests   errors (rate)      p50     p99 ms',
  );
  for (const f of figures) {
    const rate = ((100 * f.errors) / Math.max(1, f.requests)).toFixed(2);
    console.log(
      `${f.label.padEnd(58)} ${String(f.requests).padStart(8)}   ${String(f.errors).padStart(6)} (${rate} %)  ${String(f.p50).padStart(6)}  ${String(f.p99).padStart(6)}`,
    );
  }
  const [g, d] = figures as [LoadFigures, LoadFigures];
  console.log(
    `ratio ${ratio}: requests ${(g.requests / d.requests).toFixed(2)}, p50 ${(g.p50 / d.p50).toFixed(2)}, p99 ${(g.p99 / d.p99).toFixed(2)}`,
  );
}

const term = () => TERMS[Math.floor(Math.random() * TERMS.length)]!;

/** A shopper's steps through the gateway: category, product, search, add to cart. */
function gatewaySteps({ category, slug, offerId, region }: Scenario): Request[] {
  return [
    graphqlRequest(
      'query($p: String!) { products(categoryPath: $p, first: 20) { totalCount edges { node { name slug price { current { displayed { amount } } } } } } }',
      () => ({ p: category }),
      region,
    ),
    graphqlRequest(
      'query($s: String!) { product(slug: $s) { name offers { offerId stockQuantity currentPrice { displayed { amount } } } } }',
      () => ({ s: slug }),
      region,
    ),
    graphqlRequest(
      'query($t: String!) { search(term: $t, first: 20) { totalCount edges { node { name } } } }',
      () => ({ t: term() }),
      region,
    ),
    graphqlRequest(
      'mutation($o: String!) { setCartLineQuantity(input: { offerId: $o, quantity: 1, method: ADD }) { userErrors { code } } }',
      () => ({ o: offerId }),
      region,
    ),
  ];
}

export async function loadFigures(api: Service, gateway: Service, scenario: Scenario): Promise<void> {
  const { category, slug, offerId, region } = scenario;
  const through = gatewaySteps(scenario);
  const headers = { 'root-category': region };
  const direct: Request[] = [
    {
      method: 'POST',
      path: '/customers/guest',
      headers,
      onResponse: (_status, _body, context, replyHeaders) => {
        (context as Context).token = replyHeaders?.['x-session-token'];
      },
    },
    {
      method: 'GET',
      path: `/products/category?categoryPath=${encodeURIComponent(category)}&size=20&locale=fr`,
      headers,
    },
    { method: 'GET', path: `/products/slug/${encodeURIComponent(slug)}?locale=fr`, headers },
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/products/search?searchTerm=${encodeURIComponent(term())}&size=20&locale=fr`,
      }),
      headers,
    },
    {
      method: 'PUT',
      path: `/shopping-cart/set-offer-quantity?offerId=${encodeURIComponent(offerId)}&quantity=1&method=add&locale=fr`,
      setupRequest: (request, context) => ({
        ...request,
        headers: { ...headers, authorization: `Bearer ${String((context as Context).token)}` },
      }),
    },
  ];
  const pids = { gateway: gateway.pid, api: api.pid };
  const before = { gateway: residentMb(pids.gateway), api: residentMb(pids.api) };
  // Issue 33's goal is the catalogue browse mix (anonymous: what the response cache may serve);
  // the shop mix adds the cart change, never cached, that every add to cart makes.
  if (MIX !== 'shop') {
    console.log(`\nLoad: ${CONNECTIONS} connections for ${SECONDS} s each way (browse, product, search)`);
    table([
      await run('browse mix through the gateway (anonymous)', gateway.url, through.slice(0, 3)),
      await run('browse mix direct REST', api.url, direct.slice(1, 4)),
    ]);
  }
  if (MIX === 'browse') return;
  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${SECONDS} s each way (browse, product, search, add to cart)`,
  );
  const figures = [
    await run('through the gateway (one shopper step = one GraphQL request)', gateway.url, through),
    await run('direct REST (a guest session opened per round)', api.url, direct),
  ];
  const after = { gateway: residentMb(pids.gateway), api: residentMb(pids.api) };
  // A second gateway round tells a heap that grew to its working size from one that leaks.
  const again = ROUNDS > 1 ? await run('through the gateway, second round', gateway.url, through) : undefined;
  if (again) figures.push(again);
  const afterAgain = residentMb(pids.gateway);
  table(figures);
  console.log(
    `Resident memory (MB): gateway ${before.gateway} -> ${after.gateway}` +
      (again ? ` -> ${afterAgain} after the second round` : '') +
      `, storefront-api ${before.api} -> ${after.api}`,
  );
}

/** A gateway and the storefront-api it calls. */
export interface Pair {
  gateway: Service;
  api: Service;
}

/** A run's figures, with each process's CPU per request (µs, from /proc): what tracing adds where. */
async function runMeasured(
  label: string,
  pair: Pair,
  requests: Request[],
  seconds: number,
): Promise<LoadFigures & { gatewayCpu: number; apiCpu: number }> {
  const before = [cpuMs(pair.gateway.pid!), cpuMs(pair.api.pid!)];
  const figures = await run(label, pair.gateway.url, requests, seconds);
  const perRequest = (now: number, then: number) => (1000 * (now - then)) / Math.max(1, figures.requests);
  return {
    ...figures,
    gatewayCpu: perRequest(cpuMs(pair.gateway.pid!), before[0]!),
    apiCpu: perRequest(cpuMs(pair.api.pid!), before[1]!),
  };
}

/** `LOAD_SLICES` × 2 slices of `LOAD_SLICE_SECONDS` each way in the tracing figures. */
const SLICES = Number(process.env.LOAD_SLICES ?? 10);
const SLICE_SECONDS = Number(process.env.LOAD_SLICE_SECONDS ?? 6);

/**
 * `LOAD_TRACING=1`: what tracing costs (issue 33's goal: under 5 % of throughput). The same build
 * twice, a pair without an OTLP endpoint and a pair exporting spans to a local collector, each with
 * its own cache, both warmed up. Throughput on two shared cores drifts by a tenth or more within a
 * minute, and long rounds (traced, off, off, traced over 20-60 s) read 0.94 and 1.08 for two
 * untraced pairs: so the pairs take turns in short slices (`LOAD_SLICES` turns of
 * `LOAD_SLICE_SECONDS`, each turn traced-then-off or off-then-traced in alternation), and the
 * figure is the median of the turns' ratios, which a drift cannot bias. Each process's CPU per
 * request (µs, from /proc) shows where the cost goes. `LOAD_TRACING=control` starts the second pair
 * untraced too: its ratio is the bench's own spread, the floor the traced one is read against.
 */
export async function tracingFigures(
  plain: Pair,
  traced: Pair,
  scenario: Scenario,
  tracedLabel: string,
): Promise<void> {
  const steps = gatewaySteps(scenario);
  console.log(
    `\nTracing: ${CONNECTIONS} connections, ${SLICES} turns of ${SLICE_SECONDS} s each way, through the gateway`,
  );
  for (const [mix, requests] of [
    ['browse mix', steps.slice(0, 3)],
    ['shop mix', steps],
  ] as const) {
    await run('warm-up', traced.gateway.url, [...requests], 5);
    await run('warm-up', plain.gateway.url, [...requests], 5);
    const on: Awaited<ReturnType<typeof runMeasured>>[] = [];
    const off: typeof on = [];
    for (let turn = 0; turn < SLICES; turn++) {
      const slice = (pair: Pair) => runMeasured(mix, pair, [...requests], SLICE_SECONDS);
      if (turn % 2 === 0) {
        on.push(await slice(traced));
        off.push(await slice(plain));
      } else {
        off.push(await slice(plain));
        on.push(await slice(traced));
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = sorted.length / 2;
      return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    };
    const total = (rounds: typeof on, key: 'requests' | 'errors') => rounds.reduce((n, r) => n + r[key], 0);
    const cpu = (rounds: typeof on, key: 'gatewayCpu' | 'apiCpu') =>
      rounds.reduce((n, r) => n + r[key] * r.requests, 0) / Math.max(1, total(rounds, 'requests'));
    const ratios = on.map((r, i) => r.requests / Math.max(1, off[i]!.requests));
    console.log(
      `${mix}: ${tracedLabel} ${total(on, 'requests')} requests (${total(on, 'errors')} errors, p99 ${median(on.map((r) => r.p99))} ms), ` +
        `off ${total(off, 'requests')} (${total(off, 'errors')} errors, p99 ${median(off.map((r) => r.p99))} ms); ` +
        `ratio: median of turns **${median(ratios).toFixed(3)}** (turns ${ratios.map((r) => r.toFixed(2)).join(' ')}), of totals ${(total(on, 'requests') / Math.max(1, total(off, 'requests'))).toFixed(3)}`,
    );
    const [gOn, gOff, aOn, aOff] = [
      cpu(on, 'gatewayCpu'),
      cpu(off, 'gatewayCpu'),
      cpu(on, 'apiCpu'),
      cpu(off, 'apiCpu'),
    ];
    console.log(
      `  CPU per request (µs): gateway ${gOn.toFixed(0)} against ${gOff.toFixed(0)} off (${(gOn / gOff).toFixed(3)}), ` +
        `storefront-api ${aOn.toFixed(0)} against ${aOff.toFixed(0)} (${(aOn / Math.max(1, aOff)).toFixed(3)}); ` +
        `both ${(gOn + aOn).toFixed(0)} against ${(gOff + aOff).toFixed(0)} (${((gOn + aOn) / (gOff + aOff)).toFixed(3)})`,
    );
  }
}
