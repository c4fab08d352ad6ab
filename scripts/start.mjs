// `pnpm start`: the built storefront-api (migrates, seeds demo data when the database is empty),
// then the gateway once the API is ready.
import { ports, run, waitReady } from './processes.mjs';

const { apiUrl, gatewayPort } = ports();
run('storefront-api', process.execPath, ['storefront-api/dist/main.js']);
await waitReady(`${apiUrl}/ready`);
run('gateway', process.execPath, ['gateway/dist/main.js']);
await waitReady(`http://127.0.0.1:${gatewayPort}/ready`);
console.log(`[start] shop ready: GraphQL and GraphiQL at http://localhost:${gatewayPort}/graphql`);
