// `pnpm --filter @shop/e2e test`: the whole suite in two Playwright shards side by side (`--shard`),
// each against a shop of its own (its ports, its database, its SMTP sink), so that no journey ever
// sees another's stock, orders or e-mails. One shop and one browser keep a little over one core
// busy; two shards use both cores of the CI machines (11.6 min against 16.6). E2E_SHARDS=1 runs one
// process (to read one list of results, or on a one-core machine). Arguments (a file, a `--project`,
// `-g`) run one process against one shop, as `playwright test` does.
import { spawn } from 'node:child_process';
import { prefixLines } from '../scripts/prefixed-output.mjs';

const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? 2);

/** The ports and database of shard `index` (0: the defaults of playwright.config.ts). */
function shardEnv(index) {
  if (index === 0) return {};
  const offset = 100 * index;
  return {
    E2E_PORT: String(4100 + offset),
    E2E_API_PORT: String(4101 + offset),
    E2E_DEFAULTS_PORT: String(4102 + offset),
    E2E_B2B_PORT: String(4103 + offset),
    E2E_PROMOTIONAL_BAR_PORT: String(4104 + offset),
    E2E_PAYMENT_PORT: String(4110 + offset),
    SMTP_SINK_PORT: String(4125 + offset),
    SMTP_SINK_HTTP_PORT: String(4126 + offset),
    E2E_DATA_DIR: `.data/e2e-pglite-${index + 1}`,
  };
}

function runShard(index) {
  const shard = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const child = spawn('pnpm', ['exec', 'playwright', 'test', ...shard, ...args], {
    env: { ...process.env, ...shardEnv(index) },
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (shards > 1) prefixLines(child, `[shard ${index + 1}]`);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
if (shards > 1) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `[e2e] ${shards} shards in ${minutes} min: ${codes.map((code) => (code === 0 ? 'passed' : 'failed')).join(', ')}`,
  );
}
process.exit(codes.every((code) => code === 0) ? 0 : 1);
