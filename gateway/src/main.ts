import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { createJsonLogger } from './logger.js';
import { loadPersistedOperations } from './persisted-operations.js';
import { createGateway } from './server.js';
import { createMetrics, metricsListener } from './telemetry/metrics.js';
import { startTracing } from './telemetry/tracing.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  // A bad setting is the operator's to fix: its message names it; a stack trace would only hide it.
  console.error(`gateway: ${(error as Error).message}`);
  process.exit(1);
}
const logger = createJsonLogger(config.logLevel);
// Spans exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT says where; off (no-op spans) otherwise.
const stopTracing = startTracing('gateway', process.env);
// Prometheus reads its own port, never the shoppers' one.
const metrics = config.metricsPort === undefined ? undefined : createMetrics();
const gateway = createGateway({
  storefrontApiUrl: config.storefrontApiUrl,
  contentApiUrl: config.contentApiUrl,
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  drainDelayMs: config.drainDelayMs,
  graphiql: config.graphiql,
  introspection: config.introspection,
  logger,
  webDistDir: config.webDistDir,
  publicUrl: config.publicUrl,
  paymentFormOrigin: config.paymentFormOrigin,
  recaptcha: config.recaptcha,
  trustProxy: config.trustProxy,
  shop: config.shop,
  responseCache: { ttlMs: config.responseCacheTtlMs, redisUrl: config.redisUrl },
  metrics,
  operations: {
    operations: loadPersistedOperations(config.persistedOperationsFile, logger),
    allowArbitraryOperations: config.allowArbitraryOperations,
    apiKeys: config.apiKeys,
  },
});

const { url } = await gateway.listen(config.port, config.host);
const metricsServer = metrics && createServer(metricsListener(metrics));
metricsServer?.listen(config.metricsPort, config.host);
logger.info('gateway listening', { url, graphql: `${url}/graphql`, upstream: config.storefrontApiUrl });

let stopping = false;
async function stop(signal: string): Promise<void> {
  // A second signal means the operator will not wait: leave now.
  if (stopping) process.exit(1);
  stopping = true;
  logger.info('gateway stopping', { signal });
  try {
    metricsServer?.close();
    await gateway.close();
    if ((await stopTracing?.()) === false) logger.warn('the last traces were not sent');
    process.exit(0);
  } catch (error) {
    logger.error('gateway stop failed', { error });
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
