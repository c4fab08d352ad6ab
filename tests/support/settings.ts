/**
 * The environment variables the shop's code reads, found in its sources, and the ones its two
 * references document: the root `.env.example` and the README's configuration tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_ENV_SETTINGS } from '@shop/domain';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The three services, by the name the README's "Used by" column gives them. */
export const SERVICES = {
  'storefront-api': 'storefront-api/src',
  gateway: 'gateway/src',
  'payment-sandbox': 'payment-sandbox/src',
} as const;
export type Service = keyof typeof SERVICES;

/** What else reads settings: the tools around the services (tests, journeys, scripts). */
export const TOOLS = ['tests', 'e2e', 'scripts'] as const;

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '__generated__', 'test-results']);

function sources(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sources(path);
    return /\.(ts|tsx|mts|mjs|js)$/u.test(entry.name) ? [path] : [];
  });
}

/**
 * How code here reads a variable: `process.env.X`, `env.X`, `env['X']`, or a helper given the
 * environment and the name (`integer(env, 'X', …)`, `setting('X')`, `secret('X', …)`).
 */
const READS = [
  /\benv\??\.([A-Z][A-Z0-9_]+)\b/gu,
  /\benv\[\s*['"`]([A-Z][A-Z0-9_]+)['"`]\s*\]/gu,
  /\(\s*env\s*,\s*['"`]([A-Z][A-Z0-9_]+)['"`]/gu,
  /\b(?:setting|secret)\(\s*['"`]([A-Z][A-Z0-9_]+)['"`]/gu,
];

/** Variables read by the files under `dir` (tests of the services excluded: they are not settings). */
export function variablesReadIn(dir: string, { withTests = false } = {}): Set<string> {
  const names = new Set<string>();
  for (const file of sources(dir)) {
    if (!withTests && /\.test\.tsx?$/u.test(file)) continue;
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    for (const pattern of READS) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  }
  return names;
}

/**
 * What each service reads; the shop's configuration (`SHOP_*`, `domain`) is the gateway's and the
 * API's, and so is the tracing set-up both run (`startTracing` of `@shop/telemetry`, given their
 * environment).
 */
export function serviceVariables(): Record<Service, Set<string>> {
  const shop = SHOP_ENV_SETTINGS.map((setting) => setting.env);
  const tracing = variablesReadIn('telemetry/src');
  return {
    'storefront-api': new Set([...variablesReadIn(SERVICES['storefront-api']), ...tracing, 'SHOP_B2B']),
    gateway: new Set([...variablesReadIn(SERVICES.gateway), ...tracing, ...shop, 'SHOP_CONFIG_FILE']),
    'payment-sandbox': variablesReadIn(SERVICES['payment-sandbox']),
  };
}

/** Names in `.env.example`, set (`X=…`) or shown commented out (`# X=…`). */
export function envExampleVariables(file = '.env.example'): Set<string> {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gmu)].map((m) => m[1]!));
}

export interface DocumentedSetting {
  name: string;
  /** The README's "Used by" cell: service names, `both` (gateway and storefront-api), or a tool. */
  usedBy: string;
}

/** Rows of the README's tables under "## Configuration" whose first cell names variables in backticks. */
export function readmeSettings(): DocumentedSetting[] {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Configuration\n');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end);
  const rows: DocumentedSetting[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !cells[1]?.startsWith('`')) continue;
    for (const match of cells[1].matchAll(/`([A-Z][A-Z0-9_]+)`/gu))
      rows.push({ name: match[1]!, usedBy: cells[2] ?? '' });
  }
  return rows;
}
