import { useSyncExternalStore } from 'react';

/** A product as the cart dialogs list it. */
export interface DialogProduct {
  name: string;
  quantity: number;
  reference?: string | undefined;
}

/** The product just added, for the confirmation dialog. */
export interface AddedProduct extends DialogProduct {
  /** Displayed unit price (`Money.amount`). */
  unitPrice: string;
  image?: string | null | undefined;
}

/** Spec 2.4 cart dialogs: add-to-cart confirmation, out-of-stock, products action (add or remove). */
export type CartDialog =
  | { type: 'added'; product: AddedProduct }
  | { type: 'outOfStock'; products: readonly DialogProduct[] }
  | { type: 'productsAction'; action: 'add' | 'remove'; products: readonly DialogProduct[] };

/*
 * Which cart dialog is open (spec 3 interface state, the no-stock modal among them). Only this
 * flag is on the first page: the dialogs' code loads when one opens.
 */
let open: CartDialog | null = null;
const listeners = new Set<() => void>();

function publish(next: CartDialog | null): void {
  open = next;
  for (const listener of listeners) listener();
}

export function openCartDialog(dialog: CartDialog): void {
  publish(dialog);
}

export function closeCartDialog(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartDialog(): CartDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
}
