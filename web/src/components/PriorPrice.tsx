import { formatMoney } from '../format/numbers.js';
import { useI18n, useT } from '../i18n/index.js';

/**
 * The reference of a reduction (Omnibus directive, Code de la consommation L112-1-1): the lowest
 * price of the 30 days before it, shown under every struck price (cards, product page, sellers'
 * offers, promotions, cart lines). Plain words on a line of their own, read as they are by a screen
 * reader; `amount` is the graph's decimal text in the shop's price mode.
 */
export function PriorPrice({ amount }: { amount: string }) {
  const t = useT();
  const { locale } = useI18n();
  return <span className="price__prior">{t('price.prior', { amount: formatMoney(amount, locale) })}</span>;
}
