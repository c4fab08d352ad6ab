/**
 * A span per SQL statement (issue 33), child of the request's: its text (never its parameters).
 * Through `@opentelemetry/api` only: with tracing off the statements run as they would untraced.
 */
import { SpanKind } from '@opentelemetry/api';
import { inSpan } from '../telemetry/tracing.js';
import type { Database, Queryable } from './database.js';

/** The statement's first word (`SELECT`, `UPDATE`…): a span name of bounded variety. */
const verbOf = (text: string): string => /^\s*(\w+)/u.exec(text)?.[1]?.toUpperCase() ?? 'SQL';

function tracedQueryable(db: Queryable): Queryable {
  const spanned = <T>(text: string, run: () => Promise<T>) =>
    inSpan(
      () => ({
        name: `pg ${verbOf(text)}`,
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) },
      }),
      run,
    );
  return {
    query: (text, params) => spanned(text, () => db.query(text, params)),
    exec: (text) => spanned(text, () => db.exec(text)),
  };
}

export function traced(db: Database): Database {
  return {
    ...db,
    ...tracedQueryable(db),
    transaction: (work) => db.transaction((tx) => work(tracedQueryable(tx))),
  };
}
