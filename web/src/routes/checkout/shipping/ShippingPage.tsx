import type { Locale } from '@shop/domain/constants';
import '../../../cart/page/messages.js';
import '../../../checkout/messages.js';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ShippingPageQuery } from '../../../__generated__/ShippingPageQuery.graphql.js';
import type { ShippingPageRelayQuery } from '../../../__generated__/ShippingPageRelayQuery.graphql.js';
import type { ShippingPageShipment$key } from '../../../__generated__/ShippingPageShipment.graphql.js';
import type { ShippingPageAddressMutation } from '../../../__generated__/ShippingPageAddressMutation.graphql.js';
import type { ShippingPageMethodMutation } from '../../../__generated__/ShippingPageMethodMutation.graphql.js';
import { AddressChoices } from '../../../checkout/AddressChoices.js';
import { CheckoutSteps } from '../../../checkout/CheckoutSteps.js';
import { CheckoutTotals } from '../../../checkout/CheckoutTotals.js';
import { NewAddressButton } from '../../../checkout/NewAddressButton.js';
import { useLatestCommit } from '../../../checkout/useLatestCommit.js';
import { OrderSummary } from '../../../cart/summary/OrderSummary.js';
import { formatMoney, formatNumber } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';
import { notify } from '../../../notifications/store.js';
import { useHref } from '../../../routing/catalog.js';
import { missingChoices, shipmentMissing } from './choices.js';
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
          country
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
          method {
            id
            isRelay
          }
          relayPoint {
            code
          }
          ...ShippingPageShipment
        }
        ...OrderSummary_cart
        ...CheckoutTotals_cart
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
          ...ShippingPageShipment
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

const methodMutation = graphql`
  mutation ShippingPageMethodMutation($input: SetCartShipmentMethodsInput!) {
    setCartShipmentMethods(input: $input) {
      cart {
        # eslint-disable-next-line relay/unused-fields
        shipments {
          id
          # eslint-disable-next-line relay/unused-fields
          method {
            id
            isRelay
          }
          # eslint-disable-next-line relay/unused-fields
          relayPoint {
            code
          }
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...ShippingPageShipment
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

const relayQuery = graphql`
  query ShippingPageRelayQuery($input: RelayPointSearchInput!) {
    relayPoints(input: $input) {
      origin
      relayPoints {
        code
        company
        street
        postCode
        city
        distance
        openingTimes {
          day
          closed
          hours {
            open
            close
          }
        }
      }
    }
  }
`;

type Relays = NonNullable<ShippingPageRelayQuery['response']['relayPoints']>;

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
  const addresses = (data.viewer.customer?.addresses ?? []).filter(
    (a) => a.country === region?.countryCode && !a.isRelayPoint,
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
          <OrderSummary cart={cart} />
          <CheckoutTotals cart={cart} />
          {tried && missing.length > 0 ? (
            <ul className="checkout-page__missing" role="alert">
              {missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
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

function ShipmentBlock({
  shipment,
  hasAddress,
  showMissing,
}: {
  shipment: ShippingPageShipment$key;
  hasAddress: boolean;
  /** After a "Continuer" that could not go on: say next to the block what it still needs (spec 5). */
  showMissing: boolean;
}) {
  const { t, locale } = useI18n();
  const setMethod = useLatestCommit<ShippingPageMethodMutation>(methodMutation);
  const search = useRelaySearch();
  const titleId = useId();
  const data = useFragment(
    graphql`
      fragment ShippingPageShipment on Shipment {
        id
        shopName
        weightGrams
        items {
          productName
          quantity
        }
        availableMethods {
          id
          name
          carrierName
          carrierLogo
          deliveryTime
          deliveryTimeUnit
          isRelay
          isFree
          priceDetails {
            label
            amount {
              amount
            }
          }
          price {
            displayed {
              amount
            }
          }
        }
        method {
          id
        }
        address {
          street
          postCode
          city
          country
        }
        relayPoint {
          code
          company
        }
      }
    `,
    shipment,
  );
  const [relayFor, setRelayFor] = useState<string | null>(null);
  const [relays, setRelays] = useState<Relays | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const relayMethod = data.availableMethods.find((m) => m.isRelay);
  const showRelay = relayFor !== null || (data.method != null && data.method.id === relayMethod?.id);
  const blockMissing = hasAddress
    ? shipmentMissing(data.method?.id ?? null, relayMethod?.id, data.relayPoint != null)
    : null;

  const choose = async (methodId: string, relayCode?: string) => {
    const { setCartShipmentMethods } = await setMethod({
      input: { shipments: [{ shipmentId: data.id, methodId, ...(relayCode ? { relayCode } : {}) }] },
    });
    for (const error of setCartShipmentMethods.userErrors)
      if (error.code !== 'SHIPMENT_METHOD_ALREADY_SELECTED')
        notify('danger', 'checkout.error', { message: error.message });
  };

  // The searched place starts as the shipment's address and the shopper may change it.
  const [place, setPlace] = useState<{ street: string; postCode: string; city: string } | null>(null);
  const where = place ?? {
    street: data.address?.street ?? '',
    postCode: data.address?.postCode ?? '',
    city: data.address?.city ?? '',
  };
  const editPlace = (field: 'street' | 'postCode' | 'city', value: string) =>
    setPlace({ ...where, [field]: value });

  const findRelays = (event: React.FormEvent) => {
    event.preventDefault();
    if (!data.address) return;
    search(
      {
        address: where.street,
        postCode: where.postCode,
        city: where.city,
        countryCode: data.address.country,
        weightGrams: data.weightGrams,
      },
      (found) => {
        setRelays(found);
        requestAnimationFrame(() => resultsRef.current?.focus());
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="checkout-block">
      <h2 id={titleId}>{t('checkout.shipping.shipment', { shop: data.shopName })}</h2>
      <ul className="checkout-items">
        {data.items.map((item) => (
          <li key={item.productName}>
            {item.quantity} × {item.productName}
          </li>
        ))}
      </ul>
      {!hasAddress ? (
        <p>{t('checkout.shipping.chooseAddressFirst')}</p>
      ) : (
        <fieldset className="checkout-choices">
          <legend>{t('checkout.shipping.methods', { shop: data.shopName })}</legend>
          {data.availableMethods.map((method) => (
            <label key={method.id} className="checkout-choice checkout-method">
              <input
                type="radio"
                name={`method-${data.id}`}
                value={method.id}
                // A relay method is chosen on the server only with its point: until then the radio
                // the shopper picked stays checked, whatever method the shipment had before.
                checked={relayFor !== null ? relayFor === method.id : data.method?.id === method.id}
                onChange={() => {
                  if (method.isRelay) setRelayFor(method.id);
                  else {
                    setRelayFor(null);
                    void choose(method.id);
                  }
                }}
              />
              <img src={method.carrierLogo} alt="" width="32" height="32" />
              <span className="checkout-method__text">
                <strong>{method.name}</strong> — {method.carrierName}
                <br />
                {t(`checkout.shipping.delay.${method.deliveryTimeUnit}`, { count: method.deliveryTime })}
                {method.priceDetails.length > 0 ? (
                  <small className="checkout-method__details">
                    {method.priceDetails
                      .map((detail) => `${detail.label} : ${formatMoney(detail.amount.amount, locale)}`)
                      .join(' · ')}
                  </small>
                ) : null}
              </span>
              <span className="checkout-method__price">
                {method.isFree
                  ? t('checkout.shipping.free')
                  : formatMoney(method.price.displayed.amount, locale)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {showMissing && blockMissing !== null ? (
        <p className="checkout-block__missing">{t(`checkout.shipping.missing.${blockMissing}`)}</p>
      ) : null}
      {hasAddress && showRelay && relayMethod ? (
        <div className="checkout-relay">
          {data.relayPoint ? (
            <p>{t('checkout.shipping.relay.chosen', { name: data.relayPoint.company })}</p>
          ) : (
            <p>{t('checkout.shipping.relay.required')}</p>
          )}
          <form className="checkout-relay__search" onSubmit={findRelays}>
            {(['street', 'postCode', 'city'] as const).map((field) => (
              <div key={field} className="field">
                <label className="field__label" htmlFor={`${titleId}-${field}`}>
                  {t(`checkout.shipping.relay.${field}`)}
                </label>
                <input
                  id={`${titleId}-${field}`}
                  className="field__input"
                  value={where[field]}
                  required
                  autoComplete="off"
                  onChange={(event) => editPlace(field, event.target.value)}
                />
              </div>
            ))}
            <button type="submit" className="button button--secondary">
              {t('checkout.shipping.relay.search')}
            </button>
          </form>
          {relays ? (
            <>
              <h3 ref={resultsRef} tabIndex={-1}>
                {t('checkout.shipping.relay.results', { place: relays.origin })}
              </h3>
              {relays.relayPoints.length === 0 ? <p>{t('checkout.shipping.relay.none')}</p> : null}
              <ul className="checkout-relays">
                {relays.relayPoints.map((relay) => (
                  <li key={relay.code} className="checkout-relay__item">
                    <strong>{relay.company}</strong>
                    <br />
                    {relay.street}, {relay.postCode} {relay.city} —{' '}
                    {t('checkout.shipping.relay.distance', {
                      distance: formatDistance(relay.distance, locale),
                    })}
                    <details>
                      <summary>{t('checkout.shipping.relay.hours')}</summary>
                      <dl className="checkout-hours">
                        {relay.openingTimes.map((day) => (
                          <div key={day.day}>
                            <dt>{t(`checkout.shipping.days.${day.day}`)}</dt>
                            <dd>
                              {day.closed
                                ? t('checkout.shipping.relay.closed')
                                : day.hours.map((h) => `${h.open}–${h.close}`).join(', ')}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                    <button
                      type="button"
                      className="button"
                      aria-label={`${t('checkout.shipping.relay.choose')} : ${relay.company}`}
                      onClick={() => void choose(relayMethod.id, relay.code).then(() => setRelayFor(null))}
                    >
                      {t('checkout.shipping.relay.choose')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Relay point searches: a new one unsubscribes the pending one, so only the latest answers. */
function useRelaySearch() {
  const environment = useRelayEnvironment();
  const pending = useRef<{ unsubscribe(): void } | null>(null);
  useEffect(() => () => pending.current?.unsubscribe(), []);
  return (input: ShippingPageRelayQuery['variables']['input'], done: (found: Relays | null) => void) => {
    pending.current?.unsubscribe();
    pending.current = fetchQuery<ShippingPageRelayQuery>(environment, relayQuery, { input }).subscribe({
      next: (reply) => done(reply.relayPoints ?? null),
      // A failure was told by the network layer (spec 8).
      error: () => {},
    });
  };
}

function formatDistance(metres: number, locale: Locale): string {
  return metres < 1000 ? `${metres} m` : `${formatNumber(metres / 1000, locale, 1)} km`;
}
