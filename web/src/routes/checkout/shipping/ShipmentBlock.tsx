import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShipmentBlock_shipment$key } from '../../../__generated__/ShipmentBlock_shipment.graphql.js';
import type { ShipmentBlockMethodMutation } from '../../../__generated__/ShipmentBlockMethodMutation.graphql.js';
import { useLatestCommit } from '../../../checkout/useLatestCommit.js';
import { EstimatedDelivery } from '../../../delivery/EstimatedDelivery.js';
import { formatMoney } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';
import { notify } from '../../../notifications/store.js';
import { shipmentMissing } from './choices.js';
import { RelayPicker } from './RelayPicker.js';

const methodMutation = graphql`
  mutation ShipmentBlockMethodMutation($input: SetCartShipmentMethodsInput!) {
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

/** One shipment of the checkout (spec 2.4): its items, its delivery methods and, for a relay method, its point. */
export function ShipmentBlock({
  shipment,
  hasAddress,
  showMissing,
}: {
  shipment: ShipmentBlock_shipment$key;
  hasAddress: boolean;
  /** After a "Continuer" that could not go on: say next to the block what it still needs (spec 5). */
  showMissing: boolean;
}) {
  const { t, locale } = useI18n();
  const setMethod = useLatestCommit<ShipmentBlockMethodMutation>(methodMutation);
  const titleId = useId();
  const data = useFragment(
    graphql`
      fragment ShipmentBlock_shipment on Shipment {
        id
        shopName
        logisticClass {
          label
        }
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
          estimatedDelivery {
            ...EstimatedDelivery_estimate
          }
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
        relayPoint {
          code
        }
        ...RelayPicker_shipment
      }
    `,
    shipment,
  );
  const [relayFor, setRelayFor] = useState<string | null>(null);
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

  // Split by logistic class, one seller may have several shipments: each names its class.
  const shop = data.logisticClass
    ? t('checkout.shipping.shipmentOfClass', { shop: data.shopName, logisticClass: data.logisticClass.label })
    : data.shopName;
  return (
    <section aria-labelledby={titleId} className="checkout-block">
      <h2 id={titleId}>{t('checkout.shipping.shipment', { shop })}</h2>
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
          <legend>{t('checkout.shipping.methods', { shop })}</legend>
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
                <br />
                <EstimatedDelivery estimate={method.estimatedDelivery} />
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
        <RelayPicker
          shipment={data}
          onChoose={(code) => void choose(relayMethod.id, code).then(() => setRelayFor(null))}
        />
      ) : null}
    </section>
  );
}
