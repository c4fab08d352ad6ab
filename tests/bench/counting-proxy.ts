import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through HTTP proxy in front of storefront-api that counts the requests the gateway really
 * sends upstream. Used only for counting, never while timing latency.
 */
export async function startCountingProxy(target: string): Promise<{
  url: string;
  calls: string[];
  reset(): void;
  close(): Promise<void>;
}> {
  const upstream = new URL(target);
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    reset: () => {
      calls.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
