import { useT } from '../i18n/index.js';

/**
 * Spec 4 stock display: out of stock at 0 or less (the restock alert form is `stock-alert/`), a
 * low-stock message from 2 to 5, otherwise the count.
 */
export function StockNotice({
  state,
  quantity,
}: {
  state: 'OUT_OF_STOCK' | 'LOW_STOCK' | 'IN_STOCK' | '%future added value';
  quantity: number;
}) {
  const t = useT();
  if (state === 'OUT_OF_STOCK')
    return (
      <p className="stock stock--out">
        <strong>{t('product.stock.out')}</strong> {t('product.stock.outHelp')}
      </p>
    );
  if (state === 'LOW_STOCK')
    return <p className="stock stock--low">{t('product.stock.low', { count: quantity })}</p>;
  return <p className="stock stock--in">{t('product.stock.in', { count: quantity })}</p>;
}
