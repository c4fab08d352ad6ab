/**
 * The storefront-api's tracer and its child spans (issue 33). The SDK's set-up (`startTracing`) and
 * the trace id of log lines (`traceFields`) are the services' common ones, in `@shop/telemetry`.
 */
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { childSpan } from '@shop/telemetry';
import type { SpanOptions } from '@opentelemetry/api';

export { startTracing, traceFields } from '@shop/telemetry';

export const tracer = trace.getTracer('@shop/storefront-api');

/**
 * Runs `run` inside a child span of the active one, ended with its outcome. In a trace not kept
 * (`childSpan`) `run` runs alone; tracing off, the no-op span records nothing. The span's
 * name and options are made (`describe`) only when it may be kept.
 */
export function inSpan<T>(describe: () => SpanOptions & { name: string }, run: () => Promise<T>): Promise<T> {
  const span = childSpan(tracer, describe);
  if (!span?.isRecording()) return run();
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
