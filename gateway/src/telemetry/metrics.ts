/**
 * The gateway's Prometheus metrics (issue 33), served by `metricsListener` on a listener of its own
 * (`METRICS_PORT`), never on the public one: request rate and latency per route and per GraphQL
 * operation, upstream calls per operation, response cache hits and misses, and Node's own
 * (event loop lag, heap, CPU).
 */
import type { RequestListener } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds: a cached reply is well under a millisecond, a slow upstream several seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface GatewayMetrics {
  registry: Registry;
  httpRequest(route: string, method: string, status: number, seconds: number): void;
  operation(operation: string, seconds: number, failed: boolean, upstreamCalls: number): void;
  cacheLookup(hit: boolean): void;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP requests by route, method and status, and how long they took.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const operations = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'Executed GraphQL operations (replies from the response cache excluded) by name and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstream = new Counter({
    name: 'gateway_upstream_calls_total',
    help: 'Calls to the storefront-api, by the GraphQL operation that made them.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'gateway_response_cache_lookups_total',
    help: 'Response cache lookups, by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return {
    registry,
    httpRequest: (route, method, status, seconds) =>
      http.observe({ route, method, status: String(status) }, seconds),
    operation: (operation, seconds, failed, upstreamCalls) => {
      operations.observe({ operation, outcome: failed ? 'error' : 'ok' }, seconds);
      if (upstreamCalls > 0) upstream.inc({ operation }, upstreamCalls);
    },
    cacheLookup: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
  };
}

/** `GET /metrics` in Prometheus's text format; 404 for anything else. */
export function metricsListener(metrics: GatewayMetrics): RequestListener {
  return (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    void metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  };
}
