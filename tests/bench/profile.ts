/**
 * `BENCH_ONLY=profile pnpm bench` (issue 33): the gateway's own CPU per request, and where it goes.
 * A gateway of its own, with the response cache off (every category page is computed) and Node's
 * `--cpu-prof`, serves first an uncached category page, then the same page cached, then a cart
 * quantity change, each `samples` times from 4 connections, after a warm-up. Per request: the
 * process's CPU time (user + system, from /proc). The profiles are written to
 * `.data/bench-profile/` (open them in Chrome's DevTools, Performance panel) and summarised here:
 * self time by package and the busiest functions.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'undici';
import { gatewayGuest, graphql, offersToAdd, SET_QUANTITY } from './cart.js';
import { startBuilt } from './services.js';

const OUT = '.data/bench-profile';
const CONNECTIONS = 4;

/** CPU time (user + system) a process has used, in ms (Linux: fields 14 and 15 of /proc/PID/stat). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** What a frame belongs to: a package of node_modules, the gateway's own code, Node, or V8 itself. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/u.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/gateway/')) return `gateway/${url.replace(/^.*\/gateway\/(?:dist\/)?/u, '')}`;
  if (url.includes('/domain/')) return 'domain';
  return url.replace(/^.*\//u, '');
}

/** Self time by owner and by function, in % of the profile's busy (non-idle) time. */
function summarise(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!;
    const us = profile.timeDeltas[i] ?? 0;
    if (frame.functionName === '(idle)') return;
    busy += us;
    const who = owner(frame.url, frame.functionName);
    owners.set(who, (owners.get(who) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${who}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(`  self time by package:\n${top(owners, 10)}\n  busiest functions:\n${top(functions, 15)}`);
}

async function phase(
  label: string,
  env: Record<string, string>,
  port: number,
  samples: number,
  /** Makes the request; `i` counts requests, `connection` is the one of `CONNECTIONS` sending it. */
  prepare: (graph: Pool, url: string) => Promise<(i: number, connection: number) => Promise<unknown>>,
): Promise<void> {
  const dir = join(OUT, label.replace(/\W+/gu, '-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const gateway = await startBuilt(
    'gateway',
    port,
    { RESPONSE_CACHE_TTL_MS: '0', ...env, PORT: String(port) },
    60_000,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  );
  const graph = new Pool(gateway.url, { connections: CONNECTIONS });
  try {
    const request = await prepare(graph, gateway.url);
    const run = async (count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, connection) => {
          while (next < count) await request(next++, connection);
        }),
      );
    };
    await run(50);
    const cpuBefore = cpuMs(gateway.pid!);
    const started = performance.now();
    await run(samples);
    const wall = performance.now() - started;
    const cpu = cpuMs(gateway.pid!) - cpuBefore;
    console.log(
      `\n${label}: ${samples} requests, ${CONNECTIONS} connections: gateway CPU ${(cpu / samples).toFixed(2)} ms per request ` +
        `(${((100 * cpu) / wall).toFixed(0)} % of a core for ${(wall / 1000).toFixed(1)} s)`,
    );
  } finally {
    await graph.close();
    await gateway.stop();
  }
  const [profile] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!profile) throw new Error(`${dir}: the gateway wrote no profile`);
  console.log(`  profile: ${join(dir, profile)} (warm-up included)`);
  summarise(join(dir, profile));
}

export async function gatewayProfile(options: {
  gatewayEnv: Record<string, string>;
  port: number;
  apiUrl: string;
  categoryQuery: string;
  categoryPath: string;
  samples: number;
  region: string;
}): Promise<void> {
  const { gatewayEnv, port, apiUrl, categoryQuery, categoryPath, samples, region } = options;
  const headers = { 'x-catalog': region, 'x-locale': 'fr' };
  const categoryPage = async (graph: Pool) => () =>
    graphql(graph, categoryQuery, { path: categoryPath }, headers);
  await phase('uncached category page', gatewayEnv, port, samples, categoryPage);
  // The same page from the response cache (its default TTL): what the cache saves of the CPU.
  const cached = { ...gatewayEnv, RESPONSE_CACHE_TTL_MS: '60000' };
  await phase('cached category page', cached, port, samples, categoryPage);
  const rest = new Pool(apiUrl, { connections: 2 });
  try {
    const offers = await offersToAdd(rest, categoryPath);
    await phase('cart quantity change', gatewayEnv, port, samples, async (graph, url) => {
      const origin = new URL(url).origin;
      // A shopper per connection: changes of one cart wait for each other on its lock.
      const cookies: string[] = [];
      for (let c = 0; c < CONNECTIONS; c++) cookies.push(await gatewayGuest(graph, origin, offers));
      return async (i, connection) =>
        graphql(
          graph,
          SET_QUANTITY,
          { input: { offerId: offers[0]!.id, quantity: (i % 2) + 1, method: 'UPDATE' } },
          { origin, cookie: cookies[connection]! },
        );
    });
  } finally {
    await rest.close();
  }
}
