// Runs the storefront-api suite a second time against the real PostgreSQL server when one answers
// (PGlite is PostgreSQL 18, servers here run 15: both must pass). TEST_DATABASE_URL overrides.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { hostname, port } = new URL(url);

const answers = await new Promise((resolve) => {
  const socket = net.connect({ host: hostname, port: Number(port || 5432) });
  const settle = (value) => {
    socket.destroy();
    resolve(value);
  };
  socket.setTimeout(2000);
  socket.once('connect', () => settle(true));
  socket.once('timeout', () => settle(false));
  socket.once('error', () => settle(false));
});

if (!answers) {
  if (process.env.CI) {
    console.error(`PostgreSQL does not answer at ${hostname}:${port || 5432}; CI needs it.`);
    process.exit(1);
  }
  console.warn(
    `PostgreSQL does not answer at ${hostname}:${port || 5432}: storefront-api suite ran on PGlite only.`,
  );
  process.exit(0);
}

const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'storefront-api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
