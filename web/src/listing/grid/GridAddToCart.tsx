import '../../cart/messages.js';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { changeLineQuantity, lineMethodFor } from '@shop/domain/cart';
import { DEFAULT_PACK_SIZE } from '@shop/domain/constants';
import { normalizeQuantity } from '@shop/domain/stock';
import { QuantityInput } from '../../cart/QuantityInput.js';
import { useI18n } from '../../i18n/index.js';
import { useRoutes } from '../../routing/routes.js';
import { sendGridLine, useGridCart } from './gridCart.js';

/** What the add-to-cart column reads of a row. */
export interface GridCartRow {
  readonly slug: string;
  readonly name: string;
  readonly isConfigurable: boolean;
  readonly offerId: string | null | undefined;
  readonly stockQuantity: number;
  readonly packSize: number;
  readonly minimalOrderQuantity: number;
  readonly maximalOrderQuantity: number;
  readonly unitPrice: string | undefined;
}

/**
 * The grid's add-to-cart control (spec 2.4, 4): a quantity and a button that adds it when the
 * product is not in the cart, and sets the line to it (update) when it is; spec 8's failure rule in
 * `sendGridLine`. A configurable product is chosen on its page; one without stock is out of stock.
 */
export function GridAddToCart({ row }: { row: GridCartRow }) {
  const { t } = useI18n();
  const routes = useRoutes();
  const environment = useRelayEnvironment();
  const cart = useGridCart();
  const line = row.offerId ? cart.lineOf(row.offerId) : null;
  const rules = {
    stock: row.stockQuantity,
    packSize: row.packSize,
    minimalOrderQuantity: row.minimalOrderQuantity,
    maximalOrderQuantity: row.maximalOrderQuantity,
  };
  const smallest = normalizeQuantity(1, rules);
  const [wanted, setWanted] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  if (row.isConfigurable || !row.offerId) {
    return (
      <Link className="button button--secondary grid-cart__choose" to={routes.Product(row.slug)}>
        {row.isConfigurable ? t('grid.chooseOptions') : t('addToCart.unavailable')}
        <span className="visually-hidden"> – {row.name}</span>
      </Link>
    );
  }
  if (!line && smallest === 0) {
    return (
      <button type="button" className="button grid-cart__button" disabled>
        {t('addToCart.outOfStockButton')}
        <span className="visually-hidden"> – {row.name}</span>
      </button>
    );
  }

  const offerId = row.offerId;
  const quantity = wanted ?? line?.quantity ?? smallest;
  const limit = line?.maxQuantity ?? Math.max(smallest, normalizeQuantity(rules.stock, rules));
  async function send() {
    if (busy) return;
    const method = lineMethodFor(line !== null);
    const previous = line?.quantity ?? 0;
    const predicted = changeLineQuantity(method, previous, quantity, rules);
    setBusy(true);
    const result = await sendGridLine(
      environment,
      {
        offerId,
        method,
        quantity,
        lineId: line?.id ?? null,
        previousQuantity: previous,
        expectedQuantity: 'refused' in predicted ? previous : predicted.quantity,
        productName: row.name,
        rules,
        unitPrice: row.unitPrice === undefined ? undefined : Number(row.unitPrice),
        // A chosen quantity, as on the product page: its events are add to cart, not the cards' light one.
        source: 'product',
      },
      cart.cartId,
    );
    setBusy(false);
    if (result.ok) setWanted(null);
  }

  return (
    <div className="grid-cart">
      <QuantityInput
        value={quantity}
        onChange={(next) => setWanted(normalizeQuantity(next, rules) || smallest)}
        productName={row.name}
        minimum={smallest}
        step={Math.max(1, row.packSize || DEFAULT_PACK_SIZE)}
        limit={limit}
        stock={row.stockQuantity}
      />
      <button
        type="button"
        className="button grid-cart__button"
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => void send()}
      >
        {line ? t('grid.update') : t('addToCart.button')}
        <span className="visually-hidden"> – {row.name}</span>
      </button>
      {line ? (
        <p className="grid-cart__in-cart">{t('addToCart.inCartCount', { count: line.quantity })}</p>
      ) : null}
    </div>
  );
}
