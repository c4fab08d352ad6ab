import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorRoutes } from '../http/operator-auth.js';
import type { ModuleDeps } from '../modules.js';
import { createApiMetrics } from './metrics.js';
import { tracer } from './tracing.js';

const spans = new WeakMap<FastifyRequest, { span: Span; started: number }>();

/** The route's pattern (`/products/slug/:slug`), never the path: bounded names and labels. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/**
 * A server span per request, child of the gateway's `traceparent`, active while the request runs
 * (its SQL statements and e-mails are its children, its log lines carry its trace id); its
 * duration in the metrics; and `GET /metrics` for Prometheus, behind the operator key (off without one).
 */
export function registerTelemetry(
  app: FastifyInstance,
  { db, operatorApiKey }: Pick<ModuleDeps, 'db' | 'operatorApiKey'>,
): void {
  const metrics = createApiMetrics(db);
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer.startSpan(
      `${request.method} ${routeOf(request)}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': routeOf(request) },
      },
      parent,
    );
    spans.set(request, { span, started: performance.now() });
    // What Fastify runs next (hooks, handler) runs from `done`: inside the span's context.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const traced = spans.get(request);
    if (traced === undefined) return;
    traced.span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
    traced.span.end();
    metrics.httpRequest(
      routeOf(request),
      request.method,
      reply.statusCode,
      (performance.now() - traced.started) / 1000,
    );
  });

  if (operatorApiKey === undefined) return;
  operatorRoutes(app, operatorApiKey, (scope) => {
    scope.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics()),
    );
  });
}
