/**
 * Traces (issue 33), set up the same way in every service. The services make their spans through
 * `@opentelemetry/api` only: without a tracer provider registered (no `OTEL_EXPORTER_OTLP_ENDPOINT`)
 * every span is the API's no-op one, so tracing off costs a few allocations per request.
 * `startTracing` registers the SDK: an exporter over OTLP/HTTP (the standard `OTEL_EXPORTER_OTLP_*`
 * variables), W3C trace context, and AsyncLocalStorage to carry the active span across awaits.
 */
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { Sampler, SpanProcessor } from '@opentelemetry/sdk-trace';
import type { Span, SpanOptions, Tracer } from '@opentelemetry/api';

/** The active trace's id, for every log line written inside it. */
export function traceFields(): { traceId?: string } {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? { traceId: span.spanContext().traceId } : {};
}

/**
 * Whether a span started now would be kept: false inside a trace the sampler dropped (the active
 * span does not record; a parent-based sampler, ours, drops its children too), true otherwise (a
 * recording parent, or none: a root is the sampler's to decide). With nine traces in ten dropped,
 * the spans under a request (one per SQL statement, upstream call or operation) are skipped rather
 * than made as no-ops: each made its name, attributes, a span id and a sampler call for nothing
 * (a request with 10 statements: 22.2 µs of tracing at one trace in ten, 11.7 µs since;
 * `BENCH_ONLY=tracing-cost`, docs/benchmarks.md).
 */
export function childSpansKept(): boolean {
  const parent = trace.getActiveSpan();
  return parent === undefined || parent.isRecording();
}

/**
 * A span under the active one, started only where it may be kept (`childSpansKept`): none
 * otherwise, and `describe` (its name and options) is not even run.
 */
export function childSpan(tracer: Tracer, describe: () => SpanOptions & { name: string }): Span | undefined {
  if (!childSpansKept()) return undefined;
  const { name, ...options } = describe();
  return tracer.startSpan(name, options);
}

/**
 * The sampler the standard `OTEL_TRACES_SAMPLER` and `OTEL_TRACES_SAMPLER_ARG` name (this SDK
 * leaves them to the caller). Default `parentbased_always_on`, the specification's: every trace.
 * Tracing every request costs throughput on a busy shop (docs/benchmarks.md "Tracing"): production
 * keeps a share, e.g. `parentbased_traceidratio` with 0.1, and the gateway's decision travels to
 * the storefront-api in `traceparent`, so a trace is kept or dropped whole.
 */
export function samplerFrom(env: Record<string, string | undefined>): Sampler {
  const name = (env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on').trim().toLowerCase();
  const arg = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const parsed = arg ? Number(arg) : 1;
  const ratio = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 1;
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio);
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    default:
      throw new Error(
        `OTEL_TRACES_SAMPLER: unknown sampler "${name.slice(0, 40)}" (always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off, parentbased_traceidratio)`,
      );
  }
}

/**
 * Registers the SDK, exporting to `processor` (tests: an in-memory exporter) or over OTLP when the
 * environment names an endpoint; null (tracing off) otherwise. Returns the flush-and-stop, which
 * resolves whether the last spans were sent.
 */
export function startTracing(
  serviceName: string,
  env: Record<string, string | undefined>,
  processor?: SpanProcessor,
): (() => Promise<boolean>) | null {
  const exporting =
    processor ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT ? new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }) : null);
  if (exporting === null) return null;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    sampler: samplerFrom(env),
    spanProcessors: [exporting],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return () => flushWithin(provider.shutdown(), SHUTDOWN_FLUSH_MS);
}

/** How long a stopping service waits for its last spans to reach the collector. */
export const SHUTDOWN_FLUSH_MS = 3_000;

/**
 * The last spans' export, bounded: a collector down or slow as the service stops costs those spans,
 * never the stop itself (resolves false then, for a warning).
 */
export function flushWithin(flush: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([
    flush.then(
      () => true,
      () => false,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}
