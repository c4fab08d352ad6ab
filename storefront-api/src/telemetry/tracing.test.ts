import { context, propagation, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inSpan, startTracing, tracer } from './tracing.js';

// One SDK for the file: `tracer` keeps the provider it first met.
const exporter = new InMemorySpanExporter();
let stop: (() => Promise<boolean>) | null = null;
beforeAll(() => {
  stop = startTracing('shop', {}, new SimpleSpanProcessor({ exporter }));
});
beforeEach(() => exporter.reset());
afterAll(async () => {
  await stop?.();
  trace.disable();
  context.disable();
  propagation.disable();
});

const names = () => exporter.getFinishedSpans().map((span) => span.name);

/** `inSpan` around some work: its result, and how many times it described a span. */
async function statement(): Promise<{ result: number; described: number }> {
  let described = 0;
  const result = await inSpan(
    () => {
      described++;
      return { name: 'pg SELECT' };
    },
    async () => 42,
  );
  return { result, described };
}

describe('inSpan', () => {
  it('makes a child span of a request that is kept', async () => {
    const outcome = await tracer.startActiveSpan('request', async (request) => {
      const ran = await statement();
      request.end();
      return ran;
    });
    expect(outcome).toEqual({ result: 42, described: 1 });
    expect(names()).toEqual(['pg SELECT', 'request']);
    const [child, parent] = exporter.getFinishedSpans();
    expect(child!.parentSpanContext?.spanId).toBe(parent!.spanContext().spanId);
  });

  it('in a request whose caller dropped the trace, runs the work without describing a span', async () => {
    const dropped = trace.wrapSpanContext({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.NONE,
      isRemote: true,
    });
    const outcome = await context.with(trace.setSpan(context.active(), dropped), statement);
    expect(outcome).toEqual({ result: 42, described: 0 });
    expect(names()).toEqual([]);
  });

  it('outside every request (a background job), starts a trace of its own', async () => {
    expect(await statement()).toEqual({ result: 42, described: 1 });
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name)).toEqual(['pg SELECT']);
    expect(spans[0]!.parentSpanContext).toBeUndefined();
  });
});
