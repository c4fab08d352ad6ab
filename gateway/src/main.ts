import { loadConfig } from './config.js';
import { createJsonLogger } from './logger.js';
import { loadPersistedOperations } from './persisted-operations.js';
import { createGateway } from './server.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  // A bad setting is the operator's to fix: its message names it; a stack trace would only hide it.
  console.error(`gateway: ${(error as Error).message}`);
  process.exit(1);
}
const logger = createJsonLogger(config.logLevel);
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
  operations: {
    operations: loadPersistedOperations(config.persistedOperationsFile, logger),
    allowArbitraryOperations: config.allowArbitraryOperations,
    apiKeys: config.apiKeys,
  },
});

const { url } = await gateway.listen(config.port, config.host);
logger.info('gateway listening', { url, graphql: `${url}/graphql`, upstream: config.storefrontApiUrl });

let stopping = false;
async function stop(signal: string): Promise<void> {
  // A second signal means the operator will not wait: leave now.
  if (stopping) process.exit(1);
  stopping = true;
  logger.info('gateway stopping', { signal });
  try {
    await gateway.close();
    process.exit(0);
  } catch (error) {
    logger.error('gateway stop failed', { error });
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
