/**
 * What the e-mails sent after their request share (contact messages, restock alerts): the retry
 * timer, and why a send failed as the logs may say it (never the message's addresses).
 */

/** Tries of a mail before it is left for an operator (about two days of retries). */
export const MAX_MAIL_ATTEMPTS = 40;

/** Wait before the next try of a failed mail: 30 s, doubled each try, at most an hour. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(3600, 30 * 2 ** Math.max(0, Math.min(attempts - 1, 7)));

/** Why a mail failed: the error's name and codes only (nodemailer's messages may quote addresses). */
export function mailFailureReason(error: unknown): string {
  const detail = error as { code?: unknown; responseCode?: unknown; name?: unknown };
  const why = [detail.name, detail.code, detail.responseCode].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return why.join(' ') || 'error';
}

/**
 * Runs `round` now (start-up) and every `intervalMs`, one round at a time; returns the stop
 * function, which waits for a round under way. The timer does not keep the process alive.
 */
export function scheduleRounds(
  round: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= round()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
