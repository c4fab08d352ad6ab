/**
 * Follows the storefront-api's stream of catalogue changes (`GET /catalogue/changes`, server-sent
 * events) and drops the cached replies each change names. The stream comes from PostgreSQL's
 * NOTIFY, sent when the writing transaction commits, so a reply computed after an event reads the
 * new data. While the stream is down nothing tells us what changed: the cache is not used then, and
 * each (re)connection drops it whole before trusting it again.
 */
import type { Logger } from '../logger.js';
import type { CatalogueChange } from './store.js';

export const CHANGES_PATH = '/catalogue/changes';

export interface ChangeFollower {
  /** The stream is up: cached replies can be trusted. While it is down the cache is not used. */
  live(): boolean;
  close(): void;
}

export interface FollowOptions {
  apiUrl: string;
  logger: Logger;
  onChange: (change: CatalogueChange) => Promise<void>;
  /** Wait before reconnecting after the stream ends or fails. */
  retryMs?: number;
}

/** The changes of one `data:` line; null for anything else (comments, a malformed line). */
export function parseChange(line: string): CatalogueChange | null {
  if (!line.startsWith('data:')) return null;
  try {
    const value = JSON.parse(line.slice(5)) as CatalogueChange;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

export function followCatalogueChanges(options: FollowOptions): ChangeFollower {
  const { logger, onChange } = options;
  const abort = new AbortController();
  let live = false;
  const apply = (change: CatalogueChange) =>
    onChange(change).catch((error: unknown) => logger.warn('cache invalidation failed', { error }));

  const readOnce = async () => {
    const response = await fetch(`${options.apiUrl}${CHANGES_PATH}`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (!response.ok || response.body === null) throw new Error(`catalogue changes: HTTP ${response.status}`);
    // Whatever changed while we were not listening is unknown: start from an empty cache.
    await apply({ all: true });
    live = true;
    let pending = '';
    for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const change = parseChange(line);
        if (change !== null) await apply(change);
      }
    }
  };

  void (async () => {
    while (!abort.signal.aborted) {
      try {
        await readOnce();
      } catch (error) {
        if (abort.signal.aborted) return;
        logger.warn('catalogue changes stream lost, retrying', { error: (error as Error).message });
      }
      live = false;
      if (abort.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000).unref());
    }
  })();

  return {
    live: () => live,
    close: () => {
      live = false;
      abort.abort();
    },
  };
}
