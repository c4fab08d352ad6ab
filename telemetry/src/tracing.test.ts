import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterEach, describe, expect, it } from 'vitest';
import { childSpansKept, flushWithin, samplerFrom, startTracing, traceFields } from './tracing.js';

afterEach(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('startTracing', () => {
  it('stays off without an OTLP endpoint: no-op spans, no trace id in logs', () => {
    expect(startTracing('shop', {})).toBeNull();
    const span = trace.getTracer('test').startSpan('off');
    expect(span.isRecording()).toBe(false);
    trace.getTracer('test').startActiveSpan('off', (active) => {
      expect(traceFields()).toEqual({});
      active.end();
    });
  });

  it('records spans under the service name, and carries the active one across awaits', async () => {
    const exporter = new InMemorySpanExporter();
    const stop = startTracing(
      'shop',
      { OTEL_SERVICE_NAME: 'shop-renamed' },
      new SimpleSpanProcessor({ exporter }),
    );
    expect(stop).not.toBeNull();
    const tracer = trace.getTracer('test');
    const traceId = await tracer.startActiveSpan('outer', async (outer) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const fields = traceFields();
      tracer.startSpan('inner').end();
      outer.end();
      return fields.traceId;
    });
    const spans = exporter.getFinishedSpans();
    await stop!();
    expect(spans.map((span) => span.name)).toEqual(['inner', 'outer']);
    expect(traceId).toBe(spans[1]!.spanContext().traceId);
    expect(spans[0]!.spanContext().traceId).toBe(traceId);
    expect(spans[1]!.resource.attributes['service.name']).toBe('shop-renamed');
  });

  it('keeps a share of the traces with the standard sampler variables, whole traces only', async () => {
    const exporter = new InMemorySpanExporter();
    const stop = startTracing(
      'shop',
      { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' },
      new SimpleSpanProcessor({ exporter }),
    );
    const tracer = trace.getTracer('test');
    for (let i = 0; i < 400; i++)
      tracer.startActiveSpan('request', (root) => {
        tracer.startSpan('query').end();
        root.end();
      });
    const roots = exporter.getFinishedSpans().filter((span) => span.name === 'request');
    const queries = exporter.getFinishedSpans().filter((span) => span.name === 'query');
    await stop!();
    // A quarter of 400, give or take what chance allows; each kept request keeps its query.
    expect(roots.length).toBeGreaterThan(50);
    expect(roots.length).toBeLessThan(150);
    expect(queries).toHaveLength(roots.length);
  });
});

describe('samplerFrom', () => {
  it('reads the standard names, every trace by default, and refuses an unknown one', () => {
    expect(samplerFrom({}).toString()).toMatch(/^ParentBased\{root=AlwaysOnSampler/);
    expect(samplerFrom({ OTEL_TRACES_SAMPLER: 'always_off' }).toString()).toBe('AlwaysOffSampler');
    expect(
      samplerFrom({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }).toString(),
    ).toBe('TraceIdRatioBased{0.1}');
    // An argument out of [0, 1] keeps every trace rather than none.
    expect(
      samplerFrom({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '7' }).toString(),
    ).toBe('TraceIdRatioBased{1}');
    expect(() => samplerFrom({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/unknown sampler "sometimes"/);
  });
});

describe('flushWithin', () => {
  it('tells whether the last spans went, and never holds a stop longer than its bound', async () => {
    expect(await flushWithin(Promise.resolve(), 1_000)).toBe(true);
    expect(await flushWithin(Promise.reject(new Error('ECONNREFUSED')), 1_000)).toBe(false);
    const started = Date.now();
    expect(await flushWithin(new Promise<void>(() => {}), 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('childSpansKept', () => {
  it('is false only inside a trace the sampler dropped', async () => {
    // Tracing off: no active span, a span may be made (a no-op one).
    expect(childSpansKept()).toBe(true);
    const exporter = new InMemorySpanExporter();
    const stop = startTracing(
      'shop',
      { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5' },
      new SimpleSpanProcessor({ exporter }),
    );
    const tracer = trace.getTracer('test');
    const seen = { kept: 0, dropped: 0 };
    for (let i = 0; i < 200; i++)
      tracer.startActiveSpan('request', (root) => {
        expect(childSpansKept()).toBe(root.isRecording());
        seen[root.isRecording() ? 'kept' : 'dropped']++;
        root.end();
      });
    // Outside every request (a background job): a root, the sampler's to decide.
    expect(childSpansKept()).toBe(true);
    await stop!();
    expect(seen.kept).toBeGreaterThan(0);
    expect(seen.dropped).toBeGreaterThan(0);
  });
});
