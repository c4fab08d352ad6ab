/** A region (root category) change the shopper asked for, in a language. */
export interface RegionChange {
  from: string;
  to: string;
  locale: string;
}

type RegionChangeHandler = (change: RegionChange) => Promise<void>;

let handler: RegionChangeHandler | null = null;

/**
 * Spec 4 "region dialog": the chosen root path goes to the server before the shopper moves (the
 * cart comes back in the new region). The cart registers what to do at start-up (`main.tsx`), so the
 * shell imports nothing of the cart.
 */
export function onRegionChange(next: RegionChangeHandler): void {
  handler = next;
}

/** Runs the registered handler; a failure (already told to the shopper) does not hold the move back. */
export function regionChanging(change: RegionChange): Promise<void> {
  return handler ? handler(change).catch(() => undefined) : Promise.resolve();
}
