import { useSyncExternalStore } from 'react';

/*
 * Whether the cart side panel is open (spec 3 "interface state": the cart sidebar flag). Only this
 * flag is in the first page's code: the header and the add-to-cart control open the panel, whose
 * code loads on the first opening.
 */
let open = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openCartPanel(): void {
  publish(true);
}

export function closeCartPanel(): void {
  publish(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
