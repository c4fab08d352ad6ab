/**
 * How the gateway rides out an upstream that stumbles (issue 16): cockatiel's policies around each
 * call of an upstream origin.
 *
 * - Retries, with exponential backoff, for idempotent reads only (GET), and only where the call
 *   certainly did nothing useful: the connection was refused or reset, or the upstream said it is
 *   unavailable (502, 503, 504: a restart, a draining process). A timeout is not retried: the
 *   upstream is slow, and asking again would double its load.
 * - A circuit breaker per upstream origin: after `breakAfter` unavailable calls in a row, calls
 *   fail at once (no socket, no wait) for `halfOpenAfterMs`, then one call tries; its success
 *   closes the circuit. A 500 does not count: one hostile input that trips an upstream bug must
 *   not take the shop down for every shopper.
 */
import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  ExponentialBackoff,
  circuitBreaker,
  handleWhen,
  retry,
  wrap,
} from 'cockatiel';
import type { CircuitState, IPolicy } from 'cockatiel';
import type { Logger } from '../logger.js';

export interface ResilienceOptions {
  /** Tries of a read after its first (default 2). */
  retries?: number;
  /** First backoff before a retry, doubled each time (default 50 ms, at most 8 times that). */
  backoffMs?: number;
  /** Unavailable calls in a row that open the circuit (default 5). */
  breakAfter?: number;
  /**
   * How long an open circuit fails calls at once before one tries again (default 250 ms): one
   * refused connection four times a second costs nothing, and a restarted upstream is used again
   * within a quarter of a second.
   */
  halfOpenAfterMs?: number;
}

/** Statuses by which an upstream says it cannot answer now (not that the request is wrong). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** Socket failures where the upstream did not handle the request: safe to send a read again. */
const NOT_DELIVERED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Object && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The reply of an attempt as the policies see it. */
interface Attempt {
  status: number;
}

const unavailableReply = (result: unknown): boolean =>
  UNAVAILABLE_STATUSES.has((result as Attempt | undefined)?.status ?? 0);

export function isBrokenCircuit(error: unknown): boolean {
  return error instanceof BrokenCircuitError;
}

export interface UpstreamPolicies {
  /** For GET: retried, through the breaker. */
  read: IPolicy;
  /** For every other method: through the breaker only. */
  write: IPolicy;
  /** The breaker's state, for `/ready` and the tests. */
  state(): CircuitState;
}

export function upstreamPolicies(
  name: string,
  logger: Logger,
  options: ResilienceOptions = {},
): UpstreamPolicies {
  const backoffMs = options.backoffMs ?? 50;
  // Any failure of the call (timeout included) counts toward the break, but a refused circuit's own
  // error does not feed it again.
  const breaker = circuitBreaker(
    handleWhen((error) => !isBrokenCircuit(error)).orWhenResult(unavailableReply),
    {
      halfOpenAfter: options.halfOpenAfterMs ?? 250,
      breaker: new ConsecutiveBreaker(options.breakAfter ?? 5),
    },
  );
  breaker.onBreak(() => logger.warn('upstream circuit open', { upstream: name }));
  breaker.onReset(() => logger.info('upstream circuit closed', { upstream: name }));
  const retries = retry(
    handleWhen((error) => NOT_DELIVERED.has(errorCode(error) ?? '')).orWhenResult(unavailableReply),
    {
      maxAttempts: options.retries ?? 2,
      backoff: new ExponentialBackoff({ initialDelay: backoffMs, maxDelay: backoffMs * 8 }),
    },
  );
  return { read: wrap(retries, breaker), write: breaker, state: () => breaker.state };
}
