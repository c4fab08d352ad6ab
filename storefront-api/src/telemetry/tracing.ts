/**
 * The storefront-api's tracer and its child spans (issue 33). The SDK's set-up (`startTracing`) and
 * the trace id of log lines (`traceFields`) are the services' common ones, in `@shop/telemetry`.
 */
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, SpanKind } from '@opentelemetry/api';

export { startTracing, traceFields } from '@shop/telemetry';

export const tracer = trace.getTracer('@shop/storefront-api');

/**
 * Runs `run` inside a child span of the active one, ended with its outcome. Tracing off, the no-op
 * span records nothing and `run` runs as it would untraced.
 */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  run: () => Promise<T>,
): Promise<T> {
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
