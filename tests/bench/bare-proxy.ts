/**
 * The floor of any process between a client and the storefront-api, for `pnpm bench`'s "bare
 * proxy" rows: a Node server that forwards a GET with undici's pool (as the gateway does), parses
 * the JSON reply and writes it back as JSON, and does nothing else. It runs as a process of its own,
 * like the gateway: on these machines waking the process at the other end of loopback is a good
 * part of what a hop costs. `node --import tsx tests/bench/bare-proxy.ts <port> <storefront-api url>`
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

const [port, target] = process.argv.slice(2);
if (!port || !target) throw new Error('usage: bare-proxy.ts <port> <storefront-api url>');
const pool = new Pool(target, { connections: 64 });

createServer((req, res) => {
  const path = req.url ?? '/';
  const headers: Record<string, string> = { accept: 'application/json' };
  const region = req.headers['root-category'];
  if (typeof region === 'string') headers['root-category'] = region;
  pool
    .request({ method: 'GET', path, headers })
    .then(async ({ statusCode, body }) => {
      const reply: unknown = JSON.parse(await body.text());
      res.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply));
    })
    .catch(() => res.writeHead(502).end());
}).listen(Number(port), '127.0.0.1');
