import './messages.js';
import { useT } from '../i18n/index.js';

/** Where the shopper is in the checkout: delivery, then payment. */
export function CheckoutSteps({ current }: { current: 'shipping' | 'payment' }) {
  const t = useT();
  return (
    <nav aria-label={t('checkout.steps.label')} className="checkout-steps">
      <ol>
        {(['shipping', 'payment'] as const).map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className="checkout-steps__step"
          >
            {index + 1}. {t(`checkout.steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
