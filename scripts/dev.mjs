// `pnpm dev`: both services from their TypeScript sources, restarted on change.
import { ports, run, waitReady } from './processes.mjs';

const { apiUrl, gatewayPort } = ports();
const tsx = 'node_modules/.bin/tsx';
run('storefront-api', tsx, ['watch', '--conditions=source', 'storefront-api/src/main.ts']);
await waitReady(`${apiUrl}/ready`);
run('gateway', tsx, ['watch', '--conditions=source', 'gateway/src/main.ts']);
await waitReady(`http://127.0.0.1:${gatewayPort}/ready`);
console.log(`[dev] GraphiQL at http://localhost:${gatewayPort}/graphql`);
