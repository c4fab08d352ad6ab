// Runs a vitest project against the real PostgreSQL server when one answers (throw-away databases,
// dropped at the end; TEST_DATABASE_URL overrides the server). PGlite runs one transaction at a
// time and is PostgreSQL 18 while servers here run 15: only a server shows races, and both must pass.
//
//   node scripts/test-postgres.mjs storefront-api           a second run on the server (the unit run
//                                                           was on PGlite); nothing without a server
//   node scripts/test-postgres.mjs integration --or-pglite  the only run: on the server when it
//                                                           answers, else on PGlite
//
// In CI (CI set) a server that does not answer fails the run.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const [project, ...flags] = process.argv.slice(2);
if (!project || flags.some((flag) => flag !== '--or-pglite')) {
  console.error('usage: node scripts/test-postgres.mjs <vitest project> [--or-pglite]');
  process.exit(2);
}
const orPglite = flags.includes('--or-pglite');

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
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

function run(env) {
  const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', project], {
    stdio: 'inherit',
    env,
  });
  process.exit(result.status ?? 1);
}

if (answers) {
  console.warn(`${project}: on the PostgreSQL server at ${hostname}:${port || 5432}.`);
  run({ ...process.env, TEST_DATABASE_URL: url });
}
if (process.env.CI) {
  console.error(`PostgreSQL does not answer at ${hostname}:${port || 5432}; CI needs it.`);
  process.exit(1);
}
if (!orPglite) {
  console.warn(`PostgreSQL does not answer at ${hostname}:${port || 5432}: ${project} ran on PGlite only.`);
  process.exit(0);
}
console.warn(`PostgreSQL does not answer at ${hostname}:${port || 5432}: ${project} on PGlite.`);
const { TEST_DATABASE_URL: _unused, ...withoutServer } = process.env;
run(withoutServer);
