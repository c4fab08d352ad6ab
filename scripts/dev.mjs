// `pnpm dev`: both services from their TypeScript sources, restarted on change, and the web app
// from Vite's dev server (hot reload; /graphql and /media go to the gateway).
import { spawnSync } from 'node:child_process';
import { demoShopSettings, operatorKey, paymentSandbox, ports, run, waitReady } from './processes.mjs';

const { apiUrl, gatewayPort } = ports();
const tsx = 'node_modules/.bin/tsx';
const webPort = process.env.WEB_DEV_PORT ?? '5173';
const publicUrl = `http://localhost:${webPort}`;
const payment = paymentSandbox(publicUrl);
run('payment-sandbox', tsx, ['watch', '--conditions=source', 'payment-sandbox/src/main.ts'], payment.sandbox);
await waitReady(payment.readyUrl);
run('storefront-api', tsx, ['watch', '--conditions=source', 'storefront-api/src/main.ts'], {
  MEDIA_BASE_URL: process.env.MEDIA_BASE_URL ?? publicUrl,
  PUBLIC_WEB_URL: publicUrl,
  OPERATOR_API_KEY: operatorKey(),
  // The demo shop (sellers, products, coupons) in an empty database, even with NODE_ENV=production.
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  ...payment.api,
});
await waitReady(`${apiUrl}/ready`);
run('gateway', tsx, ['watch', '--conditions=source', 'gateway/src/main.ts'], {
  ...demoShopSettings(),
  // Development conveniences, off unless asked for (a started shop answers persisted operations only).
  GRAPHIQL: process.env.GRAPHIQL ?? 'true',
  INTROSPECTION: process.env.INTROSPECTION ?? 'true',
  ALLOW_ARBITRARY_OPERATIONS: process.env.ALLOW_ARBITRARY_OPERATIONS ?? 'true',
  PUBLIC_WEB_URL: publicUrl,
  ...payment.gateway,
});
await waitReady(`http://127.0.0.1:${gatewayPort}/ready`);
spawnSync(process.execPath, ['scripts/relay.mjs'], { stdio: 'inherit' });
run(
  'web',
  process.execPath,
  ['web/node_modules/vite/bin/vite.js', 'web', '--port', webPort, '--strictPort'],
  {
    GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
  },
);
console.log(`[dev] shop at ${publicUrl}/, GraphiQL at http://localhost:${gatewayPort}/graphql`);
