/**
 * The storefront-api's tracer and its child spans (issue 33). The SDK's set-up (`startTracing`) and
 * the trace id of log lines (`traceFields`) are the services' common ones, in `@shop/telemetry`.
 */
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { childSpansKept } from '@shop/telemetry';
import type { Attributes, SpanKind } from '@opentelemetry/api';

export { childSpansKept, startTracing, traceFields } from '@shop/telemetry';

export const tracer = trace.getTracer('@shop/storefront-api');

/**
 * Runs `run` inside a child span of the active one, ended with its outcome. In a trace not kept
 * (`childSpansKept`) `run` runs alone; tracing off, the no-op span records nothing. The span's
 * name and options are made (`describe`) only when it may be kept.
 */
export function inSpan<T>(
  describe: () => { name: string; kind?: SpanKind; attributes?: Attributes },
  run: () => Promise<T>,
): Promise<T> {
  if (!childSpansKept()) return run();
  const { name, ...options } = describe();
  const span = tracer.startSpan(name, options);
  if (!span.isRecording()) return run();
  return context.with(trace.setSpan(context.active(), span), run).then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    },
  );
}
