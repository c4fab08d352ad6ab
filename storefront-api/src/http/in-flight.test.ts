import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.js';

describe('trackInFlight', () => {
  it('waits for a handler whose client went away before the stop goes on', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    const events: string[] = [];
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push('handler done');
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // The client gives up after 50 ms: its connection is gone, the handler still runs.
    const aborted = new Promise<void>((resolve) => {
      const call = request(`${address}/slow`, { timeout: 50 });
      call.on('timeout', () => call.destroy());
      call.on('error', () => resolve());
      call.on('close', () => resolve());
      call.end();
    });
    await aborted;
    await app.close();
    await inFlight.settled(5_000);
    events.push('database closed');
    expect(events).toEqual(['handler done', 'database closed']);
  });

  it('counts a reply its handler took over until its response closes', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of streams) end();
    });
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': listening\n\n');
      streams.add(() => reply.raw.end());
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const body = (await fetch(`${address}/stream`)).body!.getReader();
    await body.read();
    const started = performance.now();
    await app.close();
    await inFlight.settled(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('does not wait when nothing runs', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    await app.ready();
    const started = performance.now();
    await inFlight.settled(5_000);
    expect(performance.now() - started).toBeLessThan(100);
    await app.close();
  });
});
