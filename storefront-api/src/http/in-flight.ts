import type { FastifyInstance } from 'fastify';

/**
 * The requests whose handlers are still running, so a stop closes the database only after them.
 * `app.close()` waits for the requests of open connections, not for those whose client went away
 * (a load balancer's timeout, a closed tab): their handlers go on, and closing the pool under them
 * failed them with "Cannot use a pool after calling end on the pool". A request counts from
 * `onRequest` until its reply is sent (`onSend`, which every handled request reaches, errors
 * included, whether or not its client still listens).
 */
export function trackInFlight(app: FastifyInstance): { settled(timeoutMs: number): Promise<void> } {
  let running = 0;
  let wake: (() => void) | undefined;
  app.addHook('onRequest', async () => {
    running++;
  });
  app.addHook('onSend', async () => {
    // A reply sent by an earlier hook never counted: never below zero.
    running = Math.max(0, running - 1);
    if (running === 0) wake?.();
  });
  return {
    async settled(timeoutMs) {
      if (running === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
