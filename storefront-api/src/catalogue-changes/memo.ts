/**
 * Reads that only a catalogue write can alter (regions, tax rates, attribute definitions), kept in
 * memory until the database says the catalogue changed: a change naming `all` (any write but an
 * offer's stock or price update, migration 0026's triggers) or a lost listener drops them all.
 * While the hub does not listen, every read goes to the database: what changed meanwhile is unknown.
 *
 * A read that is still running when a change comes is dropped with the rest: its promise may still
 * answer the requests that asked before the change, never one that asks after it.
 */
import type { ChangeHub } from './hub.js';

export type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** A change that may touch what is remembered: anything but offers and products named one by one. */
function changesAll(payload: string): boolean {
  try {
    return (JSON.parse(payload) as { all?: unknown }).all === true;
  } catch {
    return true;
  }
}

export function rememberUntilChange(hub: ChangeHub): Remember {
  const entries = new Map<string, Promise<unknown>>();
  let following = false;
  const follow = (): boolean => {
    if (following || !hub.listening) return following;
    // Whatever was remembered before the hub listened again may be stale.
    entries.clear();
    hub.follow({
      change: (payload) => {
        if (changesAll(payload)) entries.clear();
      },
      lost: () => {
        following = false;
        entries.clear();
      },
    });
    following = true;
    return true;
  };
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!follow()) return load();
    const held = entries.get(key) as Promise<T> | undefined;
    if (held) return held;
    const loading = load();
    entries.set(key, loading);
    // A failed read is not remembered: the next request tries again.
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    return loading;
  };
}
