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
  ...payment.api,
});
await waitReady(`${apiUrl}/ready`);
run('gateway', process.execPath, ['gateway/dist/main.js'], {
  ...demoShopSettings(),
  PUBLIC_WEB_URL: publicUrl,
  ...payment.gateway,
});
await waitReady(`http://127.0.0.1:${gatewayPort}/ready`);
console.log(`[start] shop ready at ${publicUrl}/ (GraphQL and GraphiQL at ${publicUrl}/graphql)`);
