/**
 * The catalogue's changes, heard once per process from the database (`LISTEN catalogue_changes`,
 * sent by the triggers of migration 0026 when a writing transaction commits) and passed to every
 * follower: the gateways, which drop their cached replies. Every process of a PostgreSQL server
 * hears every commit, so a gateway may follow any of them.
 */
import type { Database } from '../db/database.js';

export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_changes';

export interface Follower {
  /** A change, as the trigger wrote it (JSON naming products, offers, or `all`). */
  change(payload: string): void;
  /** The database connection that listens is gone: what changed meanwhile is unknown. */
  lost(): void;
}

export interface ChangeHub {
  /** Listening: a follower added now misses nothing. */
  readonly listening: boolean;
  follow(follower: Follower): () => void;
  close(): Promise<void>;
}

export function createChangeHub(
  db: Database,
  log: (message: string, error: unknown) => void,
  retryMs = 1000,
): ChangeHub {
  const followers = new Set<Follower>();
  let listening = false;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;

  const onLost = () => {
    listening = false;
    stop = undefined;
    for (const follower of followers) follower.lost();
    followers.clear();
    if (!closed) setTimeout(() => void start(), retryMs).unref();
  };
  const start = async (): Promise<void> => {
    try {
      stop = await db.listen(
        CATALOGUE_CHANGES_CHANNEL,
        (payload) => {
          for (const follower of followers) follower.change(payload);
        },
        onLost,
      );
      listening = !closed;
      if (closed) await stop();
    } catch (error) {
      log('catalogue changes: cannot listen, retrying', error);
      if (!closed) setTimeout(() => void start(), retryMs).unref();
    }
  };
  const started = start();

  return {
    get listening() {
      return listening;
    },
    follow(follower) {
      followers.add(follower);
      return () => followers.delete(follower);
    },
    async close() {
      closed = true;
      await started;
      for (const follower of followers) follower.lost();
      followers.clear();
      listening = false;
      await stop?.();
    },
  };
}
