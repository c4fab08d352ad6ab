/** What the franco bar reads of the cart's `FrancoProgress`. */
export interface FrancoInput {
  goal: string;
  remaining: string;
  progress: number;
  reached: boolean;
}

export type FrancoText =
  { key: 'cartPage.franco.reached' } | { key: 'cartPage.franco.remaining'; amount: string };

/**
 * Spec 2.4 / 4 franco bar: one text once free delivery is reached (100 % or more), the other with
 * the amount still missing. The gateway's `reached` decides; a zero remaining amount counts as
 * reached too, so the bar never asks the shopper to spend 0,00 €.
 */
export function francoText(franco: FrancoInput): FrancoText {
  if (franco.reached || franco.progress >= 100 || Number(franco.remaining) <= 0)
    return { key: 'cartPage.franco.reached' };
  return { key: 'cartPage.franco.remaining', amount: franco.remaining };
}

/** The bar's fill, a whole percentage between 0 and 100 whatever the gateway sends. */
export function francoPercent(franco: FrancoInput): number {
  if (franco.reached) return 100;
  return Math.min(100, Math.max(0, Math.round(franco.progress)));
}
