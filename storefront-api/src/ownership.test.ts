/**
 * One owner for each table (issue 30): every table is written (INSERT, UPDATE, DELETE) by the SQL of
 * one module only, a folder directly under `src/`; other modules ask that module's service or
 * `public.ts`. The lint keeps modules out of each other's repositories; this keeps the SQL itself
 * honest (a table written from two modules, whatever file the SQL sits in). Tests, seed data and
 * testing helpers are left out; the table of owners is in README.md ("Who writes what").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['seed', 'testing'].includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The tables a text's SQL writes. */
function writtenTables(text: string): string[] {
  const tables = [
    ...text.matchAll(/\b(?:INSERT\s+INTO|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)/gu),
    ...text.matchAll(/\bUPDATE\s+([a-z_][a-z0-9_]*)(?:\s+(?:AS\s+)?[a-z_]+)?\s+SET\b/gu),
  ].map((match) => match[1]!);
  return tables.filter((table) => !['set', 'on', 'of'].includes(table));
}

describe('who writes what', () => {
  const writers = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    const path = relative(SRC, file);
    if (!path.includes(sep)) continue; // app.ts, server.ts…: the composition root writes nothing
    const module = path.split(sep)[0]!;
    for (const table of writtenTables(readFileSync(file, 'utf8')))
      writers.set(table, (writers.get(table) ?? new Set()).add(module));
  }

  it('finds the tables the modules write', () => {
    expect(writers.get('orders')).toEqual(new Set(['orders']));
    for (const table of ['order_cancellations', 'order_returns', 'order_return_lines', 'credit_notes'])
      expect(writers.get(table), table).toEqual(new Set(['after-sales']));
    expect(writers.get('refunds')).toEqual(new Set(['payment']));
    expect(writers.size).toBeGreaterThan(30);
  });

  it('has one module writing each table', () => {
    const shared = [...writers]
      .filter(([, modules]) => modules.size > 1)
      .map(([table, modules]) => `${table}: ${[...modules].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });
});
