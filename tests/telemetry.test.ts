/**
 * Traces and metrics (issue 33), with the real services over HTTP: one GraphQL request through the
 * gateway makes one trace whose spans cover the gateway (HTTP, the operation, its upstream call),
 * the storefront-api (HTTP) and PostgreSQL (its statements), joined by W3C trace context; the log
 * lines written inside carry its trace id; both services' `/metrics` expose what the issue asks.
 */
import { Writable } from 'node:stream';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { createJsonLogger, createMetrics, startTracing } from '@shop/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataOf,
  graphqlAt,
  REGION_HEADERS,
  STACK_OPERATOR_KEY,
  startGateway,
  startStack,
} from './support/stack.js';
import type { Stack } from './support/stack.js';

const exporter = new InMemorySpanExporter();
const metrics = createMetrics();
const logLines: Record<string, unknown>[] = [];
let stopTracing: (() => Promise<boolean>) | null;
let stack: Stack;
let gatewayUrl = '';
let closeGateway: () => Promise<void>;

const PRODUCTS = `query Listing($path: String!) { products(categoryPath: $path, first: 3) { edges { node { slug } } } }`;

beforeAll(async () => {
  stopTracing = startTracing('shop-test', {}, new SimpleSpanProcessor({ exporter }));
  stack = await startStack({ seedProducts: 40 });
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const started = await startGateway({
    storefrontApiUrl: stack.apiUrl,
    logger: createJsonLogger('debug', logs),
    metrics,
    responseCache: { ttlMs: 60_000 },
  });
  gatewayUrl = started.url;
  closeGateway = () => started.gateway.close();
}, 120_000);

afterAll(async () => {
  await closeGateway?.();
  await stack?.close();
  await stopTracing?.();
  trace.disable();
  context.disable();
  propagation.disable();
});

const scopeOf = (span: ReadableSpan) => span.instrumentationScope.name;

describe('a request through the gateway', () => {
  it('makes one trace over the gateway, the storefront-api and PostgreSQL', async () => {
    const { categories } = dataOf(
      await graphqlAt<{ categories: { path: string }[] }>(gatewayUrl, '{ categories { path } }'),
    );
    exporter.reset();
    const reply = await graphqlAt(gatewayUrl, PRODUCTS, { path: categories[0]!.path }, REGION_HEADERS);
    expect(reply.errors).toBeUndefined();

    // The gateway's server span ends as its reply is sent: the trace is complete by then.
    const entry = await expect
      .poll(() => exporter.getFinishedSpans().find((span) => span.name === 'POST /graphql'))
      .toBeDefined()
      .then(() => exporter.getFinishedSpans().find((span) => span.name === 'POST /graphql')!);
    const traceId = entry.spanContext().traceId;
    const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));

    const operation = spans.find((span) => span.name === 'graphql query Listing');
    const upstream = spans.filter(
      (span) => scopeOf(span) === '@shop/gateway' && span.kind === SpanKind.CLIENT,
    );
    const apiServer = spans.filter(
      (span) => scopeOf(span) === '@shop/storefront-api' && span.kind === SpanKind.SERVER,
    );
    const sql = spans.filter((span) => span.name.startsWith('pg '));
    expect(operation?.parentSpanContext?.spanId).toBe(entry.spanContext().spanId);
    expect(upstream.length).toBeGreaterThan(0);
    expect(apiServer.map((span) => span.name)).toContain('GET /products/category');
    expect(sql.length).toBeGreaterThan(0);
    // The storefront-api's request is the child of the gateway's call: the trace context crossed HTTP.
    for (const span of apiServer)
      expect(byId.get(span.parentSpanContext!.spanId)?.kind).toBe(SpanKind.CLIENT);
    // Every span but the entry has its parent in the trace: one tree, one trace.
    for (const span of spans) if (span !== entry) expect(byId.has(span.parentSpanContext!.spanId)).toBe(true);
    // SQL text only, never the values.
    for (const span of sql) expect(span.attributes['db.query.text']).not.toMatch(/martinique/u);

    // The gateway's log lines of that request name its trace.
    const upstreamLog = logLines.filter((line) => line.msg === 'upstream call' && line.traceId === traceId);
    expect(upstreamLog.length).toBeGreaterThan(0);
  });

  it('keeps nothing of a trace its caller dropped (`traceparent` not sampled), and still answers', async () => {
    const { categories } = dataOf(
      await graphqlAt<{ categories: { path: string }[] }>(gatewayUrl, '{ categories { path } }'),
    );
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    // Not served from the cache: a new page size makes the gateway call the storefront-api.
    const reply = await graphqlAt(
      gatewayUrl,
      PRODUCTS.replace('first: 3', 'first: 4'),
      { path: categories[0]!.path },
      { ...REGION_HEADERS, traceparent: `00-${traceId}-00f067aa0ba902b7-00` },
    );
    expect(reply.errors).toBeUndefined();
    // A kept request after it: once its entry span is in, the dropped one's would be too.
    await graphqlAt(
      gatewayUrl,
      PRODUCTS.replace('first: 3', 'first: 5'),
      { path: categories[0]!.path },
      REGION_HEADERS,
    );
    await expect
      .poll(() => exporter.getFinishedSpans().filter((span) => span.name === 'POST /graphql').length)
      .toBe(1);
    expect(exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId)).toEqual([]);
    expect(exporter.getFinishedSpans().some((span) => span.name.startsWith('pg '))).toBe(true);
  });
});

describe('/metrics', () => {
  it('on the gateway: requests and operations with their latency, upstream calls, cache hits and misses', async () => {
    // A cached reply once the change stream is up (the cache is off until it connects, which a busy
    // machine takes seconds to do): a hit to count.
    await expect
      .poll(
        async () => {
          await graphqlAt(gatewayUrl, '{ regions { path } }');
          return (
            await metrics.registry.getSingleMetricAsString('gateway_response_cache_lookups_total')
          ).includes('result="hit"');
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /gateway_http_request_duration_seconds_count\{route="\/graphql",method="POST",status="200"\} \d+/u,
    );
    expect(text).toMatch(
      /gateway_graphql_operation_duration_seconds_bucket\{le="0.1",operation="Listing",outcome="ok"\}/u,
    );
    expect(text).toMatch(/gateway_upstream_calls_total\{operation="Listing"\} [1-9]/u);
    expect(text).toMatch(/gateway_response_cache_lookups_total\{result="miss"\} [1-9]/u);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds/u);
  });

  it('on the storefront-api, behind the operator key: routes, pool, payments, mail outbox', async () => {
    expect((await fetch(`${stack.apiUrl}/metrics`)).status).toBe(401);
    const response = await fetch(`${stack.apiUrl}/metrics`, {
      headers: { authorization: `Bearer ${STACK_OPERATOR_KEY}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /storefront_http_request_duration_seconds_count\{route="\/products\/category",method="GET",status="200"\} [1-9]/u,
    );
    expect(text).toMatch(/storefront_mail_outbox_pending \d+/u);
    expect(text).toContain('# TYPE storefront_payment_transactions gauge');
    expect(text).toContain('# TYPE storefront_db_pool_connections gauge');
    if (stack.databaseUrl !== undefined)
      expect(text).toMatch(/storefront_db_pool_connections\{state="total"\} [1-9]/u);
  });
});
