import './messages.js';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LogisticClassSwitch_cart$key } from '../__generated__/LogisticClassSwitch_cart.graphql.js';
import type { LogisticClassSwitchMutation } from '../__generated__/LogisticClassSwitchMutation.graphql.js';
import { useCommit } from '../forms/mutation.js';
import { useI18n } from '../i18n/index.js';
import { notify } from '../notifications/store.js';

// The shipping step's shipments as its query reads them: the new split replaces them in place.
const splitMutation = graphql`
  mutation LogisticClassSwitchMutation($input: SetLogisticClassSplittingInput!) {
    setLogisticClassSplitting(input: $input) {
      cart {
        ...LogisticClassSwitch_cart
        # eslint-disable-next-line relay/unused-fields
        shipments {
          id
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

/**
 * Spec 3 Cart `enableLogisticClassSplitting`, spec 7 `PUT shopping-cart/set-logistic-class-splitting`:
 * the shopper's choice, at the shipping step, to have each logistic class of products (bulky,
 * fragile…) ship on its own, each shipment then with its own method.
 */
export function LogisticClassSwitch({ cart }: { cart: LogisticClassSwitch_cart$key }) {
  const { t } = useI18n();
  const helpId = useId();
  const data = useFragment(
    graphql`
      fragment LogisticClassSwitch_cart on Cart {
        logisticClassSplitting
      }
    `,
    cart,
  );
  const split = useCommit<LogisticClassSwitchMutation>(splitMutation);
  const [busy, setBusy] = useState(false);

  const change = async (enabled: boolean) => {
    setBusy(true);
    try {
      const { setLogisticClassSplitting } = await split({ input: { enabled } });
      for (const error of setLogisticClassSplitting.userErrors)
        notify('danger', 'checkout.error', { message: error.message });
    } catch {
      // The network layer has told the shopper (spec 8).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="checkout-block">
      <label className="checkout-choice">
        <input
          type="checkbox"
          checked={data.logisticClassSplitting}
          aria-describedby={helpId}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('checkout.shipping.splitByClass')}</span>
      </label>
      <p id={helpId} className="checkout-block__help">
        {t('checkout.shipping.splitByClassHelp')}
      </p>
    </div>
  );
}
