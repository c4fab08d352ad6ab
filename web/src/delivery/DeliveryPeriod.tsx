import './messages.js';
import { formatDeliveryDay } from '@shop/domain/delivery-estimate';
import { useI18n } from '../i18n/index.js';

/**
 * The estimated delivery by period (spec 9) in words: « Livraison estimée entre le mardi 1 décembre
 * et le vendredi 4 décembre », or on one day when the seller ships at once. The days are the island's
 * calendar days the gateway computed (`YYYY-MM-DD`), printed as they are.
 */
export function DeliveryPeriod({ earliest, latest }: { earliest: string; latest: string }) {
  const { t, locale } = useI18n();
  const first = formatDeliveryDay(earliest, locale);
  return (
    <span>
      {earliest === latest
        ? t('delivery.estimate.on', { day: first })
        : t('delivery.estimate.between', { earliest: first, latest: formatDeliveryDay(latest, locale) })}
    </span>
  );
}
