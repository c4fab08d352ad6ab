/**
 * The example channel from a terminal: `SHOP_URL=http://localhost:4000 SHOP_API_KEY=… pnpm
 * --filter @shop/example-node-client start [martinique/epicerie-fine]`. Prints what it did as JSON.
 */
import { createShopClient } from './client.js';
import { tour } from './tour.js';

const url = process.env.SHOP_URL ?? 'http://localhost:4000';
const apiKey = process.env.SHOP_API_KEY;
if (!apiKey) {
  console.error('SHOP_API_KEY is required: one of the shop’s GATEWAY_API_KEYS.');
  process.exit(2);
}
const categoryPath = process.argv[2] ?? 'martinique/epicerie-fine';
const [region = 'martinique'] = categoryPath.split('/');

try {
  const result = await tour(createShopClient({ url, apiKey, region }), categoryPath);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
