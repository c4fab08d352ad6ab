import '../messages.js';
import { useEffect, useRef, useState } from 'react';
import { normalizeQuantity } from '@shop/domain/stock';
import type { CartOffer } from '../../components/productCardAction.js';
import { useShopSettings } from '../../config/shop.js';
import { useT } from '../../i18n/index.js';
import { openCartDialog } from '../dialogs/state.js';
import { openCartPanel } from '../panel/state.js';
import { QuantityInput } from '../QuantityInput.js';
import type { CartChangeSource } from '../lineChange.js';
import { useCartLineQuantity } from '../useCartLineQuantity.js';
import { useOfferLine } from './useOfferLine.js';
import './AddToCart.css';

/**
 * Spec 2.4 / 4 add-to-cart control of one offer. Without stock for one pack or the minimum it is
 * out of stock; outside the cart it adds (the chosen quantity on the product page, 1 from a card,
 * the rules raising it to the pack or minimum), then confirms; in the cart it is the modify state,
 * a quantity sent 350 ms after the last change, and at the limit the maximum-quantity state. With
 * the `quantityDisplay` flag off no quantity field is shown.
 */
export function AddToCart({
  offer,
  source,
  scan,
}: {
  offer: CartOffer;
  source: Extract<CartChangeSource, 'product' | 'card'>;
  /** The quick order's scans: each new value adds one unit (spec 4, `add_one`), without a dialog. */
  scan?: number | undefined;
}) {
  const t = useT();
  const { features } = useShopSettings();
  const line = useOfferLine(offer.offerId);
  const rules = {
    stock: offer.stock,
    packSize: offer.packSize,
    minimalOrderQuantity: offer.minimalOrderQuantity,
    maximalOrderQuantity: offer.maximalOrderQuantity,
  };
  const quantity = useCartLineQuantity({
    offerId: offer.offerId,
    productName: offer.productName,
    rules,
    line,
    unitPrice: Number(offer.unitPrice),
    source,
  });
  const smallest = normalizeQuantity(1, rules);
  const [wanted, setWanted] = useState(smallest);
  // Spec 4, quick order: a product in the cart gets one more, a new one 1; the shopper goes on
  // scanning, so no confirmation dialog takes the focus. Each scan counts once (a ref, not the
  // effect's runs: development runs effects twice).
  const scanned = useRef(0);
  const sendScan = useRef(quantity.add);
  sendScan.current = quantity.add;
  const canAdd = smallest > 0 || Boolean(line);
  useEffect(() => {
    if (!scan || scan === scanned.current || !canAdd) return;
    scanned.current = scan;
    void sendScan.current(1, 'add_one');
  }, [scan, canAdd]);
  const root = useRef<HTMLDivElement>(null);
  // After an add the button gives way to the modify state: focus follows, so the keyboard keeps
  // its place (and the confirmation dialog gives it back there).
  const [focusModify, setFocusModify] = useState(false);
  useEffect(() => {
    if (!focusModify || !line) return;
    const target = root.current?.querySelector<HTMLElement>('[data-cart-focus]');
    (target?.querySelector<HTMLElement>('input') ?? target)?.focus();
    setFocusModify(false);
  }, [focusModify, line]);

  const named = (
    <span className="visually-hidden">
      {' – '}
      {offer.shopName ? `${offer.productName} (${offer.shopName})` : offer.productName}
    </span>
  );

  if (!line && smallest === 0) {
    return (
      <div className="add-to-cart" ref={root}>
        <button type="button" className="button add-to-cart__button" disabled>
          {t('addToCart.outOfStockButton')}
          {named}
        </button>
      </div>
    );
  }

  if (line) {
    // The gateway's limit for the line (stock and maximum in whole packs) is the one that holds.
    const limit = line.maxQuantity;
    return (
      <div className="add-to-cart add-to-cart--in-cart" ref={root}>
        {features.quantityDisplay ? (
          <div data-cart-focus>
            <p className="add-to-cart__status">{t('addToCart.inCart')}</p>
            <QuantityInput
              value={quantity.quantity}
              onChange={quantity.change}
              productName={offer.productName}
              minimum={quantity.minimum}
              step={quantity.step}
              limit={limit}
              stock={offer.stock}
              allowZero
            />
          </div>
        ) : (
          <>
            <p className="add-to-cart__status" tabIndex={-1} data-cart-focus>
              {t('addToCart.inCartCount', { count: quantity.quantity })}
            </p>
            {quantity.quantity >= limit ? (
              <p className="add-to-cart__max">{t('addToCart.maxReached', { stock: offer.stock })}</p>
            ) : null}
          </>
        )}
        <button type="button" className="add-to-cart__view" onClick={openCartPanel}>
          {t('addToCart.viewCart')}
        </button>
      </div>
    );
  }

  async function add() {
    if (quantity.busy) return;
    const amount = source === 'card' || !features.quantityDisplay ? 1 : wanted;
    const result = await quantity.add(amount);
    if (!result.ok || result.quantity === 0) return;
    setFocusModify(true);
    if (features.addToCartDialog) {
      openCartDialog({
        type: 'added',
        product: {
          name: offer.productName,
          quantity: result.quantity,
          unitPrice: offer.unitPrice,
          image: offer.image,
        },
      });
    }
  }

  return (
    <div className="add-to-cart" ref={root}>
      {features.quantityDisplay && source === 'product' ? (
        <QuantityInput
          value={wanted}
          onChange={(next) => setWanted(normalizeQuantity(next, rules) || smallest)}
          productName={offer.productName}
          minimum={smallest}
          step={quantity.step}
          limit={quantity.limit}
          stock={offer.stock}
        />
      ) : null}
      <button
        type="button"
        className="button add-to-cart__button"
        aria-disabled={quantity.busy || undefined}
        aria-busy={quantity.busy || undefined}
        onClick={() => void add()}
      >
        {quantity.busy ? t('addToCart.adding') : t('addToCart.button')}
        {named}
      </button>
    </div>
  );
}
