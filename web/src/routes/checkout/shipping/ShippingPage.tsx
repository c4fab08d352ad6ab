import '../../../cart/page/messages.js';
import '../../../checkout/messages.js';
import { useEffect, useId, useRef, useState } from 'react';
import { addressInTerritory } from '@shop/domain/shipping';
import { isTerritoryCode } from '@shop/domain/territories';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ShippingPageQuery } from '../../../__generated__/ShippingPageQuery.graphql.js';
import type { ShippingPageAddressMutation } from '../../../__generated__/ShippingPageAddressMutation.graphql.js';
import { AddressChoices } from '../../../checkout/AddressChoices.js';
import { CheckoutSteps } from '../../../checkout/CheckoutSteps.js';
import { CheckoutTotals } from '../../../checkout/CheckoutTotals.js';
import { LogisticClassSwitch } from '../../../checkout/LogisticClassSwitch.js';
import { NewAddressButton } from '../../../checkout/NewAddressButton.js';
import { useLatestCommit } from '../../../checkout/useLatestCommit.js';
import { OrderSummary } from '../../../cart/summary/OrderSummary.js';
import { useI18n } from '../../../i18n/index.js';
import { notify } from '../../../notifications/store.js';
import { useHref } from '../../../routing/catalog.js';
import { missingChoices } from './choices.js';
import { ShipmentBlock } from './ShipmentBlock.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import '../../../forms/forms.css';
import '../../../checkout/checkout.css';

export const shippingPageQuery = graphql`
  query ShippingPageQuery {
    region {
      label
      countryCode
    }
    viewer {
      customer {
        addresses {
          name
          # Read by addressInTerritory (domain), which the lint cannot follow.
          # eslint-disable-next-line relay/unused-fields
          country
          # eslint-disable-next-line relay/unused-fields
          postCode
          isDefaultShipping
          isRelayPoint
          ...AddressChoices_addresses
        }
      }
      cart {
        shippingAddress {
          name
        }
        shipments {
          id
          # Read by missingChoices, which tells what the shipments still need.
          # eslint-disable-next-line relay/unused-fields
          method {
            id
            # eslint-disable-next-line relay/unused-fields
            isRelay
          }
          # eslint-disable-next-line relay/unused-fields
          relayPoint {
            # eslint-disable-next-line relay/unused-fields
            code
          }
          ...ShipmentBlock_shipment
        }
        ...OrderSummary_cart
        ...CheckoutTotals_cart
        ...LogisticClassSwitch_cart
      }
    }
  }
`;

const addressMutation = graphql`
  mutation ShippingPageAddressMutation($input: SetCartShippingAddressInput!) {
    setCartShippingAddress(input: $input) {
      cart {
        # eslint-disable-next-line relay/unused-fields
        shippingAddress {
          name
        }
        # eslint-disable-next-line relay/unused-fields
        shipments {
          id
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...ShipmentBlock_shipment
        }
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...CheckoutTotals_cart
      }
      userErrors {
        code
        message
      }
    }
  }
`;

/** `commande/livraison` (spec 2.4 checkout shipping): the address, then a method (and relay point) per shipment. */
export default function ShippingPage() {
  const { t } = useI18n();
  const href = useHref();
  const data = useLazyLoadQuery<ShippingPageQuery>(shippingPageQuery, {}, { fetchPolicy: 'network-only' });
  const title = t('checkout.shipping.title');
  usePageMeta({ title });
  const setAddress = useLatestCommit<ShippingPageAddressMutation>(addressMutation);
  const [tried, setTried] = useState(false);
  const addressTitle = useId();
  const cart = data.viewer.cart;
  const region = data.region;
  // A relay point the cart used is stored among the addresses (`relay_…`): it is no home to ship to.
  // Only addresses the shipping step accepts are offered (spec 1, by country and postcode: a
  // Guadeloupe address at 97133 is Saint-Barthélemy's).
  const territory = region && isTerritoryCode(region.countryCode) ? region.countryCode : null;
  const addresses = (data.viewer.customer?.addresses ?? []).filter(
    (a) => territory !== null && addressInTerritory(a, territory) && !a.isRelayPoint,
  );
  const chosen = cart?.shippingAddress?.name ?? null;

  const chooseAddress = async (name: string) => {
    const { setCartShippingAddress } = await setAddress({ input: { addressName: name } });
    for (const error of setCartShippingAddress.userErrors)
      notify('danger', 'checkout.error', { message: error.message });
  };

  // Spec 2.4: with no shipping address on the cart yet, the default one of the territory is set for
  // the shopper, once per visit (a failure is told by a notice and not retried in a loop).
  const defaultAddress =
    cart && chosen === null ? (addresses.find((a) => a.isDefaultShipping)?.name ?? null) : null;
  const autoChosen = useRef(false);
  useEffect(() => {
    if (defaultAddress === null || autoChosen.current) return;
    autoChosen.current = true;
    void chooseAddress(defaultAddress);
    // chooseAddress is remade each render; the guard above makes this run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultAddress]);

  if (!cart) return null;
  const missing = missingChoices(chosen !== null, cart.shipments).map((key) =>
    t(`checkout.shipping.missing.${key}`),
  );

  return (
    <div className="page checkout-page">
      <CheckoutSteps current="shipping" />
      <h1 className="checkout-page__title" tabIndex={-1}>
        {title}
      </h1>
      <div className="checkout-page__grid">
        <div className="checkout-page__main">
          <section aria-labelledby={addressTitle} className="checkout-block">
            <h2 id={addressTitle}>{t('checkout.shipping.address')}</h2>
            {addresses.length === 0 ? (
              <p>{t('checkout.shipping.noAddress', { territory: region?.label ?? '' })}</p>
            ) : (
              <AddressChoices
                legend={t('checkout.shipping.address')}
                group="shipping-address"
                addresses={addresses}
                chosen={chosen}
                onChoose={(name) => void chooseAddress(name)}
              />
            )}
            <div className="checkout-block__actions">
              {region ? (
                <NewAddressButton country={region.countryCode} onSaved={(name) => void chooseAddress(name)} />
              ) : null}
              <Link to={href('mon-compte/carnet-d-adresses')}>{t('checkout.shipping.addAddress')}</Link>
            </div>
          </section>
          {chosen !== null ? <LogisticClassSwitch cart={cart} /> : null}
          {cart.shipments.map((shipment) => (
            <ShipmentBlock
              key={shipment.id}
              shipment={shipment}
              hasAddress={chosen !== null}
              showMissing={tried}
            />
          ))}
        </div>
        <aside className="checkout-page__side">
          <OrderSummary cart={cart} shippingBelow />
          <CheckoutTotals cart={cart} />
          {tried && missing.length > 0 ? (
            // The alert wraps the list: a list keeps its own role (axe: list semantics).
            <div role="alert">
              <ul className="checkout-page__missing">
                {missing.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {missing.length === 0 ? (
            <Link to={href('commande/paiement')} className="button checkout-page__next">
              {t('checkout.shipping.continue')}
            </Link>
          ) : (
            <button type="button" className="button checkout-page__next" onClick={() => setTried(true)}>
              {t('checkout.shipping.continue')}
            </button>
          )}
        </aside>
      </div>
    </div>
  );
}
