import pino from 'pino';
import { traceFields } from './telemetry/tracing.js';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/**
 * pino, as in storefront-api, so both services write the same JSON lines (one object per line,
 * errors serialised under `error`). Callers pass only what they mean to log: no request headers or
 * bodies, so no credential leaks.
 */
export function createJsonLogger(level: LogLevel = 'info', destination?: pino.DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: { service: 'gateway' },
      serializers: { error: pino.stdSerializers.err },
      // Every line written inside a traced request names its trace (nothing when tracing is off).
      mixin: traceFields,
    },
    destination ?? pino.destination(1),
  );
  return {
    debug: (msg, fields = {}) => log.debug(fields, msg),
    info: (msg, fields = {}) => log.info(fields, msg),
    warn: (msg, fields = {}) => log.warn(fields, msg),
    error: (msg, fields = {}) => log.error(fields, msg),
  };
}

export const silentLogger: Logger = createJsonLogger('silent');
