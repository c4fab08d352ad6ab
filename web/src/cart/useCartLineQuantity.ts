import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { changeLineQuantity, lineMethodFor, lineQuantityLimit } from '@shop/domain/cart';
import type { CartLineMethod } from '@shop/domain/cart';
import { DEFAULT_PACK_SIZE } from '@shop/domain/constants';
import { normalizeQuantity } from '@shop/domain/stock';
import type { QuantityRules } from '@shop/domain/stock';
import type { CartChangeSource, LineChangeRequest, LineChangeResult } from './lineChange.js';
import { createQuantitySender } from './quantitySender.js';
import { sendQuantity } from './setQuantity.js';

export interface CartLineTarget {
  /** Upstream offer id (`Offer.offerId`). */
  offerId: string;
  productName: string;
  /** Stock, pack size, minimum and maximum of the offer. */
  rules: QuantityRules;
  /** The offer's line in the cart, null when the offer is not in it. */
  line: { readonly id: string; readonly quantity: number } | null | undefined;
  /** Displayed unit price, for the marketing events. */
  unitPrice?: number | undefined;
  source?: CartChangeSource;
  /**
   * A quantity mutation selecting more than the default one (see `QuantityMutation`), for a screen
   * that shows more of the cart than the badge and the controls.
   */
  mutation?: GraphQLTaggedNode;
}

export interface CartLineQuantity {
  /** What a quantity input shows: the quantity being sent, else the line's (0 outside the cart). */
  quantity: number;
  /** The smallest quantity a line may hold (minimum in whole packs); 0 when none can be ordered. */
  minimum: number;
  /** Pack size: the input's step. */
  step: number;
  /** The largest quantity the line may hold (stock and maximum, in whole packs). */
  limit: number;
  /** The quantity is at the limit: the maximum-quantity state. */
  atLimit: boolean;
  /** A call is waiting or in flight. */
  busy: boolean;
  /** Sets the line to `quantity` 350 ms after the last change (0 removes it); a newer change supersedes. */
  change: (quantity: number) => void;
  /**
   * Adds `quantity` at once (an add-to-cart button), or one unit with `add_one` (a quick-order
   * scan); resolves with the outcome.
   */
  add: (quantity: number, method?: 'add' | 'add_one') => Promise<LineChangeResult>;
  /** Removes the line at once. */
  remove: () => Promise<LineChangeResult>;
}

interface Job {
  method: CartLineMethod;
  quantity: number;
  resolve: (result: LineChangeResult) => void;
}

const SUPERSEDED: LineChangeResult = { ok: false, quantity: 0, maxQuantityReached: false };

/**
 * Changes the quantity of one offer in the cart (spec 4 and 5): debounced input, one call in flight
 * (a new one aborts the pending one and only the latest reply counts), the store updated at once and
 * put back if the call fails, then the spec 8 notices and the marketing events. The domain's rules
 * predict the outcome; the gateway applies the same ones and has the last word.
 */
export function useCartLineQuantity(target: CartLineTarget): CartLineQuantity {
  const environment = useRelayEnvironment();
  const [draft, setDraft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(target);
  latest.current = target;
  // The line as it was before the first of a run of calls: optimistic values of superseded calls
  // must not count as the quantity the shopper started from.
  const baseline = useRef({ id: target.line?.id ?? null, quantity: target.line?.quantity ?? 0 });
  const running = useRef<((result: LineChangeResult) => void) | null>(null);
  if (!busy) baseline.current = { id: target.line?.id ?? null, quantity: target.line?.quantity ?? 0 };

  const sender = useMemo(
    () =>
      createQuantitySender<Job>((job, isLatest) => {
        const { offerId, productName, rules, unitPrice, source = 'product', mutation } = latest.current;
        const from = baseline.current;
        const predicted = changeLineQuantity(job.method, from.quantity, job.quantity, rules);
        const expectedQuantity = 'refused' in predicted ? from.quantity : predicted.quantity;
        const request: LineChangeRequest = {
          offerId,
          method: job.method,
          quantity: job.quantity,
          lineId: from.id,
          previousQuantity: from.quantity,
          expectedQuantity,
          productName,
          rules,
          unitPrice,
          source,
        };
        // The caller of a superseded call learns that it no longer counts.
        running.current?.(SUPERSEDED);
        running.current = job.resolve;
        setDraft(expectedQuantity);
        return sendQuantity(
          environment,
          request,
          isLatest,
          (result) => {
            running.current = null;
            setBusy(false);
            setDraft(null);
            job.resolve(result);
          },
          mutation,
        );
      }),
    [environment],
  );
  // A change still waiting when the control goes away (the panel closes) is sent, not lost.
  useEffect(() => () => sender.flush(), [sender]);

  const change = useCallback(
    (quantity: number) => {
      setBusy(true);
      setDraft(quantity);
      const inCart = (latest.current.line?.quantity ?? 0) > 0;
      sender.schedule(
        quantity <= 0
          ? { method: 'remove', quantity: 0, resolve: () => {} }
          : { method: lineMethodFor(inCart), quantity, resolve: () => {} },
      );
    },
    [sender],
  );
  const add = useCallback(
    (quantity: number, method: 'add' | 'add_one' = 'add') =>
      new Promise<LineChangeResult>((resolve) => {
        setBusy(true);
        sender.now({ method, quantity, resolve });
      }),
    [sender],
  );
  const remove = useCallback(
    () =>
      new Promise<LineChangeResult>((resolve) => {
        setBusy(true);
        sender.now({ method: 'remove', quantity: 0, resolve });
      }),
    [sender],
  );

  const { rules } = target;
  const limit = lineQuantityLimit(rules);
  const quantity = draft ?? target.line?.quantity ?? 0;
  return {
    quantity,
    minimum: normalizeQuantity(1, rules),
    step: Math.max(1, rules.packSize ?? DEFAULT_PACK_SIZE),
    limit,
    atLimit: limit > 0 && quantity >= limit,
    busy,
    change,
    add,
    remove,
  };
}
