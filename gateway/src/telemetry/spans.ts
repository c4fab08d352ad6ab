import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { childSpan, tracer } from './tracing.js';

/**
 * One server span per HTTP request, child of the caller's `traceparent` (the browser's, a load
 * balancer's), active while the request is handled so that every span and log line below joins it.
 * `route` names the span by a bounded set of routes, never by a full path.
 */
export function tracedListener(
  handle: RequestListener,
  route: (req: IncomingMessage) => string,
  onDone?: (route: string, method: string, status: number, seconds: number) => void,
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const name = route(req);
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      `${req.method ?? 'GET'} ${name}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'http.route': name } },
      parent,
    );
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      onDone?.(name, req.method ?? 'GET', res.statusCode, (performance.now() - started) / 1000);
    });
    context.with(trace.setSpan(parent, span), () => handle(req, res));
  };
}

/**
 * A span per executed GraphQL operation (its resolvers' upstream calls are its children), and its
 * duration told to `onDone` for the metrics. A reply served from the response cache executes nothing.
 */
export function useOperationSpans(
  onDone?: (operation: string, seconds: number, failed: boolean, context: unknown) => void,
): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      const name = operation?.name?.value ?? args.operationName ?? 'anonymous';
      const type = operation?.operation ?? 'query';
      // In a trace not kept, no span: the upstream calls stay under the request's context.
      const span = childSpan(tracer, () => ({
        name: `graphql ${type} ${name}`,
        attributes: { 'graphql.operation.name': name, 'graphql.operation.type': type },
      }));
      if (span) {
        const active = trace.setSpan(context.active(), span);
        setExecuteFn((executeArgs) => context.with(active, () => executeFn(executeArgs)));
      }
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && (result.errors?.length ?? 0) > 0;
          if (failed) span?.setStatus({ code: SpanStatusCode.ERROR });
          span?.end();
          onDone?.(name, (performance.now() - started) / 1000, failed, args.contextValue);
        },
      };
    },
  };
}
