import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests whose handlers are still running, so a stop closes the database only after them.
 * `app.close()` waits for the requests of open connections, not for those whose client went away
 * (a load balancer's timeout, a closed tab): their handlers go on, and closing the pool under them
 * failed them with "Cannot use a pool after calling end on the pool". A request counts from
 * `onRequest` until its reply is sent (`onSend`, which every handled request reaches, errors
 * included, whether or not its client still listens), or, for a reply its handler took over
 * (`reply.hijack()`: the catalogue's change stream), until its response closes: such a reply never
 * reaches `onSend`, and every stop of a storefront-api with gateways following it waited the whole
 * 10 s, then was killed before closing its database.
 */
export function trackInFlight(app: FastifyInstance): { settled(timeoutMs: number): Promise<void> } {
  let running = 0;
  let wake: (() => void) | undefined;
  const finishers = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    running++;
    let counted = true;
    const finish = () => {
      if (!counted) return;
      counted = false;
      running = Math.max(0, running - 1);
      if (running === 0) wake?.();
    };
    finishers.set(request, finish);
    // A closed response is over only if it was sent or taken over: a client gone mid-handler is not.
    reply.raw.once('close', () => {
      if (reply.sent) finish();
    });
  });
  app.addHook('onSend', async (request) => {
    // A reply sent by an earlier hook never counted: nothing to finish.
    finishers.get(request)?.();
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
