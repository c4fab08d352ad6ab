// Extra gateways for the configuration journeys, started by playwright.config.ts once the e2e
// product is ready. The shop's configuration lives in the gateway alone, so each configuration is a
// gateway process of its own (as `pnpm start` runs it, from gateway/dist) in front of the product's
// storefront-api: no second database, seed or API. They start side by side (most of a gateway's
// start-up is compressing the built web app), and this script says so on stdout once every one
// answers /ready; if one stops, the others stop too.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/** [{ name, port, env }] from playwright.config.ts (support/configurations.ts). */
const gateways = JSON.parse(process.env.E2E_GATEWAYS ?? '[]');
const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(children.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

async function ready(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  if (!stopping) throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
}

// A SHOP_* setting of the developer's shell (or of the demo) must not change a configuration.
const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SHOP_')));

for (const { name, port, env } of gateways) {
  const child = spawn(process.execPath, ['gateway/dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...inherited, ...env, PORT: String(port) },
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[gateways] ${name} stopped (${signal ?? `exit ${code}`})`);
    stop(code || 1);
  });
  children.push(child);
}

try {
  await Promise.all(gateways.map(({ port }) => ready(`http://127.0.0.1:${port}/ready`)));
  console.log(`[gateways] ready: ${gateways.map(({ name, port }) => `${name} on ${port}`).join(', ')}`);
} catch (error) {
  console.error(`[gateways] ${error.message}`);
  stop(1);
}
