import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../modules.js';

/** A comment line this often keeps proxies from closing a quiet stream, and finds dead sockets. */
const KEEP_ALIVE_MS = 15_000;

/**
 * `GET /catalogue/changes`: the catalogue's changes as server-sent events, one `data:` line of JSON
 * each (`{"products":[references],"offers":[ids]}` or `{"all":true}`), for the gateways' response
 * caches. It names entities, never quantities or prices. 503 while the database is not listened to
 * (the gateway then keeps its cache off and retries).
 */
export function registerCatalogueChanges(
  app: FastifyInstance,
  { catalogueChanges: hub }: Pick<ModuleDeps, 'catalogueChanges'>,
): void {
  const streams = new Set<() => void>();
  // Before the listener closes: an open stream would hold it open until the follower leaves.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get('/catalogue/changes', { schema: { hide: true } }, (request, reply) => {
    if (!hub.listening) {
      void reply.status(503).header('retry-after', '1').send({ status: 'not-listening' });
      return;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    // The first line tells the follower it is connected: it drops what it held and starts trusting.
    res.write(': listening\n\n');
    const keepAlive = setInterval(() => res.write(': \n\n'), KEEP_ALIVE_MS);
    const end = () => {
      clearInterval(keepAlive);
      unfollow();
      streams.delete(end);
      res.end();
    };
    const unfollow = hub.follow({
      change: (payload) => res.write(`data: ${payload}\n\n`),
      lost: end,
    });
    streams.add(end);
    request.raw.on('close', end);
  });
}
