import { fileURLToPath } from 'node:url';

export interface StorefrontApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data directory; undefined with no databaseUrl keeps the database in memory (tests). */
  dataDir: string | undefined;
  /** Products of the demo catalogue seeded into an empty database. */
  seedProducts: number;
  /** Public base of media URLs (pictures, notices) written into replies. */
  mediaBaseUrl: string;
  logLevel: string;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, not "${text}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StorefrontApiConfig {
  const port = integer(env, 'STOREFRONT_API_PORT', 4001, 0, 65535);
  const dataDir = env.DATA_DIR ?? '.data/pglite';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir.startsWith('/') ? dataDir : `${repoRoot}${dataDir}`,
    seedProducts: integer(env, 'SEED_PRODUCTS', 3000, 0, 1_000_000),
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
