export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** Errors become plain objects so JSON keeps their name, message and stack. */
function serialize(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: serialize(value.cause) };
  }
  return value;
}

/**
 * One JSON object per line on stdout, the format log collectors ingest without parsing rules.
 * Callers pass only what they mean to log: no request headers or bodies, so no credential leaks.
 */
export function createJsonLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: LogFields = {}) => {
      if (LOG_LEVELS.indexOf(at) < threshold) return;
      const entry: LogFields = { level: at, time: new Date().toISOString(), msg };
      for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
      write(`${JSON.stringify(entry)}\n`);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = createJsonLogger('silent');
