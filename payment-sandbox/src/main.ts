/**
 * Starts the sandbox provider (`PAYMENT_SANDBOX_PORT`, default 4002). It never charges anyone: it
 * plays a card provider so the shop's whole payment flow runs for real on a developer's machine.
 */
import { buildSandbox } from './server.js';

const DEV_DEFAULTS = {
  PAYMENT_SHOP_ID: '69876357',
  PAYMENT_PASSWORD: 'testpassword_SbxDevOnly',
  PAYMENT_HMAC_KEY: 'testhmac_SbxDevOnly',
};

function setting(name: keyof typeof DEV_DEFAULTS): string {
  const value = process.env[name];
  if (value) return value;
  if (process.env.NODE_ENV === 'production') {
    console.error(`[payment-sandbox] ${name} is required in production`);
    process.exit(1);
  }
  return DEV_DEFAULTS[name];
}

const port = Number(process.env.PAYMENT_SANDBOX_PORT ?? 4002);
const publicUrl = (process.env.PAYMENT_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/u, '');
const frameAncestors = (
  process.env.PAYMENT_SANDBOX_FRAME_ANCESTORS ??
  'http://localhost:4000 http://127.0.0.1:4000 http://localhost:5173'
)
  .split(/\s+/u)
  .filter(Boolean);

const app = await buildSandbox({
  shopId: setting('PAYMENT_SHOP_ID'),
  password: setting('PAYMENT_PASSWORD'),
  hmacKey: setting('PAYMENT_HMAC_KEY'),
  publicUrl,
  frameAncestors,
  logger: true,
});
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
app.log.info(`sandbox card provider (test mode, no real payment) at ${publicUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
