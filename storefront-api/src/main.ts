import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.js';
import { describeDatabase } from './db/database.js';
import { startStorefrontApi } from './server.js';
import { startTracing } from './telemetry/tracing.js';

const config = loadConfig();
// Before anything runs: spans exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT says where.
const stopTracing = startTracing('storefront-api', process.env);
const logger = { level: config.logLevel, base: { service: 'storefront-api' } };
const started = Date.now();
const api = await startStorefrontApi({ ...config, logger });
const log = api.app.log;
log.info(
  { database: describeDatabase(config), seeded: api.seeded, startupMs: Date.now() - started },
  !api.seeded
    ? 'database ready'
    : config.seedDemo
      ? `demo shop seeded: ${config.seedProducts} products, demo sellers and coupons`
      : 'reference data seeded (territories, taxes, categories); no demo shop (SEED_DEMO=false)',
);
log.info(`e-mail: ${api.mailer.description}; captcha: ${config.captcha.provider}`);
log.info(`storefront-api listening on ${api.url} (OpenAPI at ${api.url}/openapi.json)`);

// In-flight requests finish, new ones are refused, then the database closes.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'stopping after an unexpected error');
  else log.info({ signal }, 'stopping');
  await api.close();
  if ((await stopTracing?.()) === false) log.warn('the last traces were not sent');
});
