// `pnpm start`: the sandbox card provider, the built storefront-api (migrates, seeds demo data when
// the database is empty), then the gateway, which serves the built web app, once the API is ready.
import { demoShopSettings, operatorKey, paymentSandbox, ports, run, waitReady } from './processes.mjs';

const { apiUrl, gatewayPort, publicUrl } = ports();
const payment = paymentSandbox(publicUrl);

run('payment-sandbox', process.execPath, ['payment-sandbox/dist/main.js'], payment.sandbox);
await waitReady(payment.readyUrl);

run('storefront-api', process.execPath, ['storefront-api/dist/main.js'], {
  MEDIA_BASE_URL: process.env.MEDIA_BASE_URL ?? publicUrl,
  PUBLIC_WEB_URL: publicUrl,
  OPERATOR_API_KEY: operatorKey(),
  // The demo shop (sellers, products, coupons) in an empty database, even with NODE_ENV=production.
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  ...payment.api,
});
await waitReady(`${apiUrl}/ready`);
run('gateway', process.execPath, ['gateway/dist/main.js'], {
  ...demoShopSettings(),
  PUBLIC_WEB_URL: publicUrl,
  ...payment.gateway,
});
await waitReady(`http://127.0.0.1:${gatewayPort}/ready`);
// GraphiQL is off unless GRAPHIQL switches it on (the gateway's reading of the flag).
const graphiql = /^(1|true|on|yes)$/iu.test(process.env.GRAPHIQL?.trim() ?? '');
console.log(
  `[start] shop ready at ${publicUrl}/ (GraphQL at ${publicUrl}/graphql: ` +
    (graphiql ? 'GraphiQL on)' : "the web's persisted operations; `pnpm dev` adds GraphiQL)"),
);
