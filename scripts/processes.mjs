// Runs storefront-api then the gateway as two processes, as they run in production, and stops both
// together: a shop whose gateway outlives its upstream (or the reverse) is worse than no shop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

const children = new Set();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 10_000);
  force.unref();
  const done = () => {
    if ([...children].every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code);
  };
  for (const child of children) child.once('exit', done);
  done();
}

export function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      stopAll(code || 1);
    }
  });
  return child;
}

/** Polls a readiness URL; the embedded database may need a while to seed on first start. */
export async function waitReady(url, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  console.error(`[start] ${url} was not ready after ${timeoutMs / 1000} s`);
  stopAll(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

export function ports() {
  const apiPort = process.env.STOREFRONT_API_PORT ?? '4001';
  const apiUrl = process.env.STOREFRONT_API_URL ?? `http://127.0.0.1:${apiPort}`;
  const gatewayPort = process.env.PORT ?? '4000';
  const publicUrl = (process.env.PUBLIC_WEB_URL ?? `http://localhost:${gatewayPort}`).replace(/\/+$/, '');
  return { apiPort, apiUrl, gatewayPort, publicUrl };
}

// The demo shows the whole product: the spec's defaults leave the marketplace, quick order, stock
// alerts, the wish list, the product preview and English off. Each applies unless its variable is set; a SHOP_CONFIG_FILE replaces them all.
const DEMO_SHOP_SETTINGS = {
  SHOP_MARKETPLACE: 'true',
  SHOP_QUICK_ORDER: 'true',
  SHOP_STOCK_ALERT: 'true',
  SHOP_WISHLIST: 'true',
  SHOP_PRODUCT_PREVIEW: 'true',
  SHOP_MULTILINGUAL: 'true',
  SHOP_CUSTOMER_SERVICE_PHONE: '+596 596 00 00 00',
};

/** The demo's shop settings that the environment leaves unset (`pnpm start`, `pnpm dev`). */
export function demoShopSettings() {
  if (process.env.SHOP_CONFIG_FILE) return {};
  return Object.fromEntries(
    Object.entries(DEMO_SHOP_SETTINGS).filter(([name]) => process.env[name] === undefined),
  );
}

/**
 * The sandbox card provider's settings for each process: it listens on `PAYMENT_SANDBOX_PORT` (4002),
 * shoppers' browsers reach its card form at its public URL (framed by the shop's pages only), and the
 * storefront-api calls it on loopback.
 */
export function paymentSandbox(publicWebUrl) {
  const port = process.env.PAYMENT_SANDBOX_PORT ?? '4002';
  const publicUrl = (process.env.PAYMENT_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const webOrigin = new URL(publicWebUrl).origin;
  return {
    sandbox: {
      PAYMENT_SANDBOX_PORT: port,
      PAYMENT_SANDBOX_PUBLIC_URL: publicUrl,
      PAYMENT_SANDBOX_FRAME_ANCESTORS:
        process.env.PAYMENT_SANDBOX_FRAME_ANCESTORS ??
        `${webOrigin} ${webOrigin.replace('localhost', '127.0.0.1')}`,
    },
    api: { PAYMENT_API_URL: process.env.PAYMENT_API_URL ?? `http://127.0.0.1:${port}` },
    gateway: { PAYMENT_FORM_ORIGIN: process.env.PAYMENT_FORM_ORIGIN ?? new URL(publicUrl).origin },
    readyUrl: `http://127.0.0.1:${port}/health`,
  };
}

/**
 * The local shop's operator API key (`pnpm shop`): OPERATOR_API_KEY when set, else one generated once
 * into `.data/operator-key` (owner-only), the file `storefront-api/src/operator-key.ts` names.
 */
export function operatorKey() {
  if (process.env.OPERATOR_API_KEY) return process.env.OPERATOR_API_KEY;
  const file = new URL('../.data/operator-key', import.meta.url);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(new URL('../.data/', import.meta.url), { recursive: true });
    const key = randomBytes(32).toString('hex');
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
    return key;
  }
}
