import { useSyncExternalStore } from 'react';
import { NOTIFICATION_LIFETIME_MS, NOTIFICATION_MAX } from '@shop/domain/constants';

/**
 * Spec 8: info for confirmations, danger for failures; `success` is an info shown with a check
 * icon (address and profile changes done).
 */
export type NotificationKind = 'info' | 'success' | 'danger';

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** Key in the resource files (i18n), e.g. `errors.server.access`. */
  key: string;
  params?: Record<string, string | number>;
}

let nextId = 1;
/** What the server renders, and the browser hydrates with: none. */
const NONE: readonly Notification[] = [];
let shown: readonly Notification[] = NONE;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Notification[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(shown.filter((n) => n.id !== id));
}

/**
 * Shows a notification for 3000 ms; with 3 already shown the oldest is dropped first (spec 4).
 * The same message already on screen is not stacked twice (a failing page may report several calls).
 */
export function notify(kind: NotificationKind, key: string, params?: Record<string, string | number>): void {
  const same = shown.find((n) => n.key === key && JSON.stringify(n.params) === JSON.stringify(params));
  if (same) dismiss(same.id);
  const notification: Notification = { id: nextId++, kind, key, ...(params ? { params } : {}) };
  let next = [...shown, notification];
  while (next.length > NOTIFICATION_MAX) {
    const oldest = next[0]!;
    clearTimeout(timers.get(oldest.id));
    timers.delete(oldest.id);
    next = next.slice(1);
  }
  timers.set(
    notification.id,
    setTimeout(() => dismiss(notification.id), NOTIFICATION_LIFETIME_MS),
  );
  publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => NONE,
  );
}
