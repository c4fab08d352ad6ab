/**
 * The shop's pages as a browser gets them (issue 13): server-rendered, the time to the first byte
 * and to the last byte of the HTML; client-rendered (the page before issue 13, still what `vite
 * dev` serves), the HTML shell and then the queries the browser sent before it could paint: the
 * boot query, then the page's and the shell's together. JavaScript download and execution are left
 * out of both, so the client-rendered figure flatters it.
 */
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';
import { comparedLatency, type LatencyStats } from './measure.js';

export interface PageRow {
  label: string;
  firstByte: LatencyStats;
  lastByte: LatencyStats;
  clientRendered: LatencyStats;
}

/** The persisted id of a web operation by name (relay-compiler's map, written by the build). */
function persistedIds(): Map<string, string> {
  const operations = JSON.parse(readFileSync('web/persisted-operations.json', 'utf8')) as Record<
    string,
    string
  >;
  const ids = new Map<string, string>();
  for (const [id, text] of Object.entries(operations)) {
    const name = /^(?:query|mutation) (\w+)/u.exec(text)?.[1];
    if (name) ids.set(name, id);
  }
  return ids;
}

export async function pageRows(
  gatewayUrl: string,
  region: string,
  categoryPath: string,
  productSlug: string,
  samples: number,
): Promise<PageRow[]> {
  const pool = new Pool(gatewayUrl, { connections: 4 });
  const ids = persistedIds();
  const operation = async (name: string, variables: Record<string, unknown>, catalog = region) => {
    const id = ids.get(name);
    if (!id) throw new Error(`no persisted operation ${name}: build the web first`);
    const { statusCode, body } = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'fr',
        ...(catalog ? { 'x-catalog': catalog } : {}),
      },
      body: JSON.stringify({ doc_id: id, variables }),
    });
    const text = await body.text();
    if (statusCode !== 200 || text.includes('"errors"'))
      throw new Error(`${name}: ${statusCode} ${text.slice(0, 200)}`);
  };
  const categorySegments = categoryPath.split('/').slice(1).join('/');
  const pages: [string, string, string, Record<string, unknown>][] = [
    ['home', `/${region}/fr/`, 'HomePageQuery', {}],
    [
      `category (${categorySegments})`,
      `/${region}/fr/categorie/${categorySegments}`,
      'CategoryPageQuery',
      { path: categoryPath, count: 20, sort: 'SCORE_DESC', filters: null, grid: false },
    ],
    ['product', `/${region}/fr/produit/${productSlug}`, 'ProductPageQuery', { slug: productSlug }],
  ];
  const rows: PageRow[] = [];
  for (const [label, path, query, variables] of pages) {
    const firsts: number[] = [];
    // The same moments of the machine for both ways of showing the page (`comparedLatency`).
    const { direct: clientRendered, gateway: lastByte } = await comparedLatency(
      async () => {
        // The static shell costs what any small file from memory costs; the gateway no longer serves
        // `index.html` under its own name, so its neighbour stands in for it.
        const { body } = await pool.request({
          method: 'GET',
          path: '/favicon.svg',
          headers: { 'accept-encoding': 'br' },
        });
        await body.dump();
        await operation('bootQuery', {}, '');
        await Promise.all([operation(query, variables), operation('ShellDataQuery', {})]);
      },
      async () => {
        const start = performance.now();
        const { statusCode, body } = await pool.request({
          method: 'GET',
          path,
          headers: { 'accept-encoding': 'br', 'user-agent': 'bench' },
        });
        let first = true;
        for await (const _chunk of body) {
          if (first) firsts.push(performance.now() - start);
          first = false;
        }
        if (statusCode !== 200) throw new Error(`${path}: ${statusCode}`);
      },
      { samples, warmup: 5 },
    );
    const sorted = firsts.slice(-samples).sort((a, b) => a - b);
    const pick = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
    const firstByte: LatencyStats = {
      samples: sorted.length,
      p50: pick(50),
      p95: pick(95),
      p99: pick(99),
      mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
    };
    rows.push({ label, firstByte, lastByte, clientRendered });
  }
  await pool.close();
  return rows;
}

export function pagesTable(rows: PageRow[]): void {
  const ms = (n: number) => n.toFixed(1);
  console.log(
    '\nPages (ms, p50 / p95)            server first byte   server last byte    client-rendered (HTML + queries)   ratio last byte / client',
  );
  for (const { label, firstByte, lastByte, clientRendered } of rows) {
    console.log(
      `${label.padEnd(32)} ${`${ms(firstByte.p50)} / ${ms(firstByte.p95)}`.padEnd(19)} ${`${ms(lastByte.p50)} / ${ms(lastByte.p95)}`.padEnd(19)} ${`${ms(clientRendered.p50)} / ${ms(clientRendered.p95)}`.padEnd(34)} ${(lastByte.p50 / clientRendered.p50).toFixed(2)}`,
    );
  }
}
