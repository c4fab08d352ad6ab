/**
 * `BENCH_ONLY=tracing-cost pnpm bench` (issue 33): what tracing costs a request, in CPU, without
 * the load bench's noise (two untraced pairs read 0.965 there). In one process, a request is what
 * both services do of tracing: its server span, child of the caller's context, active while it runs,
 * and a span per statement or call under it (0: a reply from the gateway's cache; 10: a
 * storefront-api request's SQL), exported over OTLP/HTTP to a local sink and flushed within the
 * measure. Each figure is the CPU (user + system) per request, the best of three rounds, with the
 * SDK off, keeping one trace in ten, and keeping every trace; children made as before issue 33's
 * last change (a no-op span each, also in the traces not kept) and as now (`childSpansKept`).
 */
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { childSpansKept, startTracing } from '@shop/telemetry';
import { startOtlpSink } from './otlp-sink.js';

const REQUESTS = 20_000;
const STATEMENT = 'SELECT p.id, p.name FROM products p WHERE p.id = ANY($1::bigint[]) ORDER BY p.id '.repeat(
  4,
);

type Mode = { label: string; sampler: string | null };
const MODES: Mode[] = [
  { label: 'tracing off (no endpoint)', sampler: null },
  { label: 'one trace in ten', sampler: '0.1' },
  { label: 'every trace', sampler: '1' },
];

async function round(mode: Mode, children: number, skipDropped: boolean, endpoint: string): Promise<number> {
  const stop =
    mode.sampler === null
      ? null
      : startTracing('bench', {
          OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: mode.sampler,
        });
  const tracer = trace.getTracer('bench');
  const headers = { host: '127.0.0.1', 'content-type': 'application/json', 'x-catalog': 'martinique' };
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const parent = propagation.extract(context.active(), headers);
    const span = tracer.startSpan(
      'POST /graphql',
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST', 'http.route': '/graphql' } },
      parent,
    );
    context.with(trace.setSpan(parent, span), () => {
      for (let c = 0; c < children; c++) {
        if (skipDropped && !childSpansKept()) continue;
        tracer
          .startSpan(`pg SELECT`, {
            kind: SpanKind.CLIENT,
            attributes: { 'db.system.name': 'postgresql', 'db.query.text': STATEMENT },
          })
          .end();
      }
    });
    span.setAttribute('http.response.status_code', 200);
    span.end();
    // The exporter's batches leave between requests, as they do between a server's.
    if (i % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await stop?.();
  const used = process.cpuUsage(before);
  trace.disable();
  context.disable();
  propagation.disable();
  return (used.user + used.system) / REQUESTS;
}

export async function tracingCost(): Promise<void> {
  // Every span exported, none dropped from a full queue: the cost counted whole.
  process.env.OTEL_BSP_MAX_QUEUE_SIZE = String(REQUESTS * 11);
  const sink = await startOtlpSink();
  // The exporter reads its endpoint from the process's environment, as in the services.
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = sink.url;
  try {
    console.log(
      `\nTracing's CPU per request (µs), best of 3 rounds of ${REQUESTS.toLocaleString('en')} requests`,
    );
    console.log(
      '                              server span only   + 10 children, as before   + 10 children, now',
    );
    for (const mode of MODES) {
      const best = async (children: number, skip: boolean) => {
        const rounds = [];
        for (let r = 0; r < 3; r++) rounds.push(await round(mode, children, skip, sink.url));
        return Math.min(...rounds).toFixed(1);
      };
      console.log(
        `${mode.label.padEnd(30)} ${(await best(0, true)).padStart(16)}   ${(await best(10, false)).padStart(24)}   ${(await best(10, true)).padStart(18)}`,
      );
    }
    console.log(`exported: ${sink.requests()} OTLP requests, ${sink.megabytes()} MB`);
  } finally {
    await sink.close();
  }
}
