/**
 * The storefront-api's Prometheus metrics (issue 33), at `GET /metrics` behind the operator key:
 * request rate and latency per route, the database pool's connections, payment transactions by
 * outcome, the mail outbox's depth, and Node's own. The database figures are read when Prometheus
 * scrapes (each from its owning module's `public.ts`), so no module counts anything for them.
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { countUnsentMails } from '../mail/public.js';
import { transactionCountsByOutcome } from '../payment/public.js';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ApiMetrics {
  registry: Registry;
  httpRequest(route: string, method: string, status: number, seconds: number): void;
}

export function createApiMetrics(db: Database): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'HTTP requests by route (its pattern), method and status, and how long they took.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'storefront_db_pool_connections',
    help: 'The PostgreSQL pool: connections open, idle, and requests waiting for one (absent on PGlite).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (stats === undefined) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'storefront_payment_transactions',
    help: 'Payment transactions by the outcome the provider gave (`pending` before any).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      const rows = await transactionCountsByOutcome(db);
      this.reset();
      for (const row of rows) this.set({ outcome: row.outcome }, row.count);
    },
  });
  new Gauge({
    name: 'storefront_mail_outbox_pending',
    help: 'E-mails queued and not sent yet (retries and those waiting for an operator included).',
    registers: [registry],
    async collect() {
      this.set(await countUnsentMails(db));
    },
  });
  return {
    registry,
    httpRequest: (route, method, status, seconds) =>
      http.observe({ route, method, status: String(status) }, seconds),
  };
}
