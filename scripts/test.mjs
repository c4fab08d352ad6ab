// `pnpm test`: every check of the repository, in order, stopping at the first that fails: types and
// lint (side by side: each keeps one core busy), unit tests, the storefront-api on the PostgreSQL
// server, the integration tests, the browser journeys and Lighthouse. Each stage's time is printed
// as it ends and again at the end, so a CI run shows where its minutes go (the whole run must stay
// well under 20 minutes on 2 cores).
import { spawn } from 'node:child_process';
import { prefixLines } from './prefixed-output.mjs';

/** Stages one after the other; the scripts of a group run at once. */
const STAGES = [
  ['typecheck', 'lint'],
  'test:unit',
  'test:postgres',
  'test:integration',
  'test:e2e',
  'lighthouse',
];

const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const summary = () => times.map(([stage, ms]) => `${stage} ${minutes(ms)}`).join(', ');

/** Runs `pnpm run <script>`; in a group each line of its output carries its name. */
function run(script, grouped) {
  const started = Date.now();
  const child = spawn('pnpm', ['run', script], { stdio: grouped ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (grouped) prefixLines(child, `[${script}]`);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      times.push([script, Date.now() - started]);
      console.log(`[test] ${script}: ${minutes(Date.now() - started)}`);
      resolve({ script, failed: code !== 0, why: signal ?? `exit ${code}` });
    }),
  );
}

for (const stage of STAGES) {
  const scripts = [stage].flat();
  const results = await Promise.all(scripts.map((script) => run(script, scripts.length > 1)));
  const failed = results.filter((result) => result.failed);
  if (failed.length > 0) {
    for (const { script, why } of failed) console.error(`[test] ${script} failed (${why})`);
    console.error(`[test] times: ${summary()}`);
    process.exit(1);
  }
}
console.log(`[test] all passed: ${summary()}`);
