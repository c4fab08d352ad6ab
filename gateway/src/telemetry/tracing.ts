/**
 * The gateway's tracer (issue 33). The SDK's set-up (`startTracing`) and the trace id of log lines
 * (`traceFields`) are the services' common ones, in `@shop/telemetry`.
 */
import { trace } from '@opentelemetry/api';

export { childSpan, startTracing, traceFields } from '@shop/telemetry';

export const tracer = trace.getTracer('@shop/gateway');
