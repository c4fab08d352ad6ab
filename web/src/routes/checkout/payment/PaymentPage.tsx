import '../../../cart/page/messages.js';
import '../../../checkout/messages.js';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { PaymentPageBillingMutation } from '../../../__generated__/PaymentPageBillingMutation.graphql.js';
import type { PaymentPagePrepareMutation } from '../../../__generated__/PaymentPagePrepareMutation.graphql.js';
import type { PaymentPageQuery } from '../../../__generated__/PaymentPageQuery.graphql.js';
import type { PaymentPageValidateMutation } from '../../../__generated__/PaymentPageValidateMutation.graphql.js';
import { AddressChoices } from '../../../checkout/AddressChoices.js';
import { preselectedBilling } from '../../../checkout/billingChoice.js';
import { CheckoutSteps } from '../../../checkout/CheckoutSteps.js';
import { CheckoutTotals } from '../../../checkout/CheckoutTotals.js';
import { useLatestCommit } from '../../../checkout/useLatestCommit.js';
import { OrderSummary } from '../../../cart/summary/OrderSummary.js';
import { useCommit } from '../../../forms/mutation.js';
import { formatMoney } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';
import { notify } from '../../../notifications/store.js';
import { useHref } from '../../../routing/catalog.js';
import { useRoutes } from '../../../routing/routes.js';
import { Dialog } from '../../../shell/Dialog.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import '../../../checkout/checkout.css';

export const paymentPageQuery = graphql`
  query PaymentPageQuery {
    viewer {
      customer {
        addresses {
          name
          ...AddressChoices_addresses
        }
        defaultBillingAddress {
          name
        }
      }
      cart {
        billingAddress {
          name
        }
        shipments {
          shopId
          shopName
          generalSalesTermsAndConditions
        }
        ...OrderSummary_cart
        ...CheckoutTotals_cart
      }
    }
  }
`;

const billingMutation = graphql`
  mutation PaymentPageBillingMutation($input: SetCartBillingAddressInput!) {
    setCartBillingAddress(input: $input) {
      cart {
        # eslint-disable-next-line relay/unused-fields
        billingAddress {
          name
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`;

const validateMutation = graphql`
  mutation PaymentPageValidateMutation($input: ValidateCartInput!) {
    validateCart(input: $input) {
      cart {
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...CheckoutTotals_cart
      }
      shortItems {
        offerId
        productName
        requested
        available
      }
      userErrors {
        code
        message
      }
    }
  }
`;

const prepareMutation = graphql`
  mutation PaymentPagePrepareMutation($input: PrepareCardPaymentInput!) {
    prepareCardPayment(input: $input) {
      payment {
        formUrl
        expiresAt
        amount {
          amount
        }
      }
      placedOrder {
        reference
      }
      viewer {
        cart {
          # eslint-disable-next-line relay/unused-fields
          lineCount
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`;

type ShortItems = PaymentPageValidateMutation['response']['validateCart']['shortItems'];
type Form = NonNullable<PaymentPagePrepareMutation['response']['prepareCardPayment']['payment']>;

/** `commande/paiement` (spec 2.4): terms, billing address, summary, then the provider's card form. */
export default function PaymentPage() {
  const { t, locale } = useI18n();
  const href = useHref();
  const routes = useRoutes();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<PaymentPageQuery>(paymentPageQuery, {}, { fetchPolicy: 'network-only' });
  const title = t('checkout.payment.title');
  usePageMeta({ title });
  const setBilling = useLatestCommit<PaymentPageBillingMutation>(billingMutation);
  const validate = useCommit<PaymentPageValidateMutation>(validateMutation);
  const prepare = useCommit<PaymentPagePrepareMutation>(prepareMutation);
  const [accepted, setAccepted] = useState(false);
  const [termsOf, setTermsOf] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [short, setShort] = useState<ShortItems>([]);
  const [form, setForm] = useState<Form | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per payment attempt: a double click or a retry of the same attempt prepares one payment.
  const attempt = useRef<string | null>(null);
  const billingTitle = useId();
  const cardTitle = useRef<HTMLHeadingElement>(null);
  const cart = data.viewer.cart;
  const addresses = data.viewer.customer?.addresses ?? [];
  const chosenBilling = cart?.billingAddress?.name ?? null;
  // The default billing address, or the only one, is the cart's from the start (spec 2.4): shown
  // chosen at once, and given to the cart once, after hydration.
  const preselected =
    chosenBilling === null
      ? preselectedBilling(
          addresses.map((a) => a.name),
          data.viewer.customer?.defaultBillingAddress?.name ?? null,
        )
      : null;
  const billing = chosenBilling ?? preselected;
  const chooseBilling = async (name: string) => {
    const { setCartBillingAddress } = await setBilling({ input: { addressName: name } });
    for (const error of setCartBillingAddress.userErrors)
      if (error.code !== 'BILLING_ADDRESS_ALREADY_SET')
        notify('danger', 'checkout.error', { message: error.message });
  };

  useEffect(() => {
    if (preselected !== null) void chooseBilling(preselected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per preselected address
  }, [preselected]);
  if (!cart) return null;
  const sellers = [...new Map(cart.shipments.map((s) => [s.shopId, s])).values()];
  const shownTerms = sellers.find((s) => s.shopId === termsOf);

  const pay = async () => {
    const missing = [
      ...(billing === null ? [t('checkout.payment.billingMissing')] : []),
      ...(accepted ? [] : [t('checkout.payment.termsRequired')]),
    ];
    setProblems(missing);
    if (missing.length > 0 || busy) return;
    setBusy(true);
    try {
      const { validateCart } = await validate({
        input: { acceptedTermsShopIds: sellers.map((s) => s.shopId) },
      });
      setShort(validateCart.shortItems);
      if (validateCart.userErrors.length > 0) {
        if (validateCart.shortItems.length === 0) setProblems(validateCart.userErrors.map((e) => e.message));
        return;
      }
      attempt.current ??= crypto.randomUUID();
      const { prepareCardPayment } = await prepare({ input: { idempotencyKey: attempt.current } });
      const placed = prepareCardPayment.placedOrder;
      if (placed) {
        // Nothing was left to pay (0 €): the order is made, there is no card form.
        void navigate(href(`commande/merci/${encodeURIComponent(placed.reference)}`), { replace: true });
        return;
      }
      if (prepareCardPayment.payment === null || prepareCardPayment.payment === undefined) {
        setProblems(prepareCardPayment.userErrors.map((e) => e.message));
        attempt.current = null;
        return;
      }
      setForm(prepareCardPayment.payment);
      requestAnimationFrame(() => cardTitle.current?.focus());
    } catch {
      // The network layer has told the shopper (spec 8).
      attempt.current = null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page checkout-page">
      <CheckoutSteps current="payment" />
      <h1 className="checkout-page__title" tabIndex={-1}>
        {title}
      </h1>
      <div className="checkout-page__grid">
        <div className="checkout-page__main">
          <section aria-labelledby={billingTitle} className="checkout-block">
            <h2 id={billingTitle}>{t('checkout.payment.billing')}</h2>
            <AddressChoices
              legend={t('checkout.payment.billing')}
              group="billing-address"
              addresses={addresses}
              chosen={billing}
              onChoose={(name) => void chooseBilling(name)}
            />
          </section>
          <section className="checkout-block">
            <label className="checkout-choice">
              <input
                type="checkbox"
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
              />
              <span>{t('checkout.payment.terms')}</span>
            </label>
            <ul>
              {sellers.map((seller) => (
                <li key={seller.shopId}>
                  <button type="button" className="link-button" onClick={() => setTermsOf(seller.shopId)}>
                    {t('checkout.payment.termsOf', { shop: seller.shopName })}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {form ? (
            <section className="checkout-block checkout-card" aria-labelledby="checkout-card-title">
              <h2 id="checkout-card-title" ref={cardTitle} tabIndex={-1}>
                {t('checkout.payment.card')} — {formatMoney(form.amount.amount, locale)}
              </h2>
              <p>{t('checkout.payment.cardIntro')}</p>
              <p>
                {t('checkout.payment.reserved', {
                  time: new Date(form.expiresAt).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'fr-FR', {
                    hour: '2-digit',
                    minute: '2-digit',
                  }),
                })}
              </p>
              <iframe title={t('checkout.payment.cardFrame')} src={form.formUrl} />
            </section>
          ) : null}
        </div>
        <aside className="checkout-page__side">
          <OrderSummary cart={cart} shippingBelow />
          <CheckoutTotals cart={cart} />
          {problems.length > 0 ? (
            // The alert wraps the list: a list keeps its own role (axe: list semantics).
            <div role="alert">
              <ul className="checkout-page__missing">
                {problems.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {form ? null : (
            <button
              type="button"
              className="button checkout-page__next"
              aria-disabled={busy}
              onClick={() => void pay()}
            >
              {t('checkout.payment.pay')}
            </button>
          )}
          <Link className="checkout-page__back" to={routes.CheckoutShipping()}>
            {t('checkout.payment.backToShipping')}
          </Link>
        </aside>
      </div>
      {shownTerms ? (
        <Dialog
          title={t('checkout.payment.termsOf', { shop: shownTerms.shopName })}
          onClose={() => setTermsOf(null)}
          closeLabel={t('checkout.payment.close')}
        >
          <p className="checkout-terms">
            {shownTerms.generalSalesTermsAndConditions ?? t('checkout.payment.noTerms')}
          </p>
        </Dialog>
      ) : null}
      {short.length > 0 ? (
        <Dialog
          title={t('checkout.payment.outOfStock')}
          onClose={() => setShort([])}
          closeLabel={t('checkout.payment.close')}
        >
          <p>{t('checkout.payment.outOfStockText')}</p>
          <ul>
            {short.map((item) => (
              <li key={item.offerId}>
                {t('checkout.payment.shortItem', {
                  name: item.productName,
                  available: item.available,
                  requested: item.requested,
                })}
              </li>
            ))}
          </ul>
          <Link to={routes.Cart()} className="button">
            {t('checkout.payment.backToCart')}
          </Link>
        </Dialog>
      ) : null}
    </div>
  );
}
