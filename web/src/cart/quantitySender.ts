import type { Disposable } from 'relay-runtime';

/** Spec 5 / 9: a quantity typed or stepped is sent 350 ms after the last change. */
export const QUANTITY_DEBOUNCE_MS = 350;

/**
 * Sends one request; `isLatest` says whether its reply still counts when it arrives (a newer
 * request superseded it otherwise). The returned disposable cancels the call (Relay aborts the
 * request and rolls its optimistic update back).
 */
export type SendRequest<R> = (request: R, isLatest: () => boolean) => Disposable;

export interface QuantitySender<R> {
  /** Sends `request` once no other change came for the debounce delay. */
  schedule(request: R): void;
  /** Sends `request` at once (a button press), dropping a scheduled one. */
  now(request: R): void;
  /** Sends the scheduled request at once, if any (the control is going away). */
  flush(): void;
  /** Drops the scheduled request and cancels the one in flight. */
  cancel(): void;
}

/**
 * Spec 4 "a new offer-quantity call aborts the previous one": at most one call per line is in
 * flight, each new one disposes of the one before, so only the latest reply reaches the store and
 * the shopper.
 */
export function createQuantitySender<R>(
  send: SendRequest<R>,
  delay: number = QUANTITY_DEBOUNCE_MS,
): QuantitySender<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduled: { request: R } | null = null;
  let inFlight: Disposable | null = null;
  let generation = 0;

  function clearScheduled(): void {
    clearTimeout(timer);
    timer = undefined;
    scheduled = null;
  }

  function fire(request: R): void {
    inFlight?.dispose();
    const id = ++generation;
    // A disposed call's callbacks may still run when its reply was already on its way.
    inFlight = send(request, () => id === generation);
  }

  return {
    schedule(request) {
      clearTimeout(timer);
      scheduled = { request };
      timer = setTimeout(() => {
        const next = scheduled;
        clearScheduled();
        if (next) fire(next.request);
      }, delay);
    },
    now(request) {
      clearScheduled();
      fire(request);
    },
    flush() {
      const next = scheduled;
      clearScheduled();
      if (next) fire(next.request);
    },
    cancel() {
      clearScheduled();
      generation++;
      inFlight?.dispose();
      inFlight = null;
    },
  };
}
