import { RELAY_NAME_PREFIX } from '@shop/domain/constants';

/**
 * The billing address the payment step takes for the shopper when the cart has none yet (spec 2.4,
 * 5: a billing address is required to pay): the customer's default billing address, else their
 * only address. With several and no default the shopper chooses; a relay point never bills.
 */
export function preselectedBilling(
  addressNames: readonly string[],
  defaultBillingName: string | null,
): string | null {
  const own = addressNames.filter((name) => !name.startsWith(RELAY_NAME_PREFIX));
  if (defaultBillingName !== null && own.includes(defaultBillingName)) return defaultBillingName;
  return own.length === 1 ? own[0]! : null;
}
