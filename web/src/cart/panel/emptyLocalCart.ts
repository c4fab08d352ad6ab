import { commitLocalUpdate } from 'relay-runtime';
import type { Environment } from 'relay-runtime';

/**
 * The cart as the store holds it, emptied (spec 4: a failed clear empties the local cart): no
 * line, no coupon, nothing to count, so the panel, the cart page and the header's badge agree.
 */
export function emptyLocalCart(environment: Environment, cartId: string): void {
  commitLocalUpdate(environment, (store) => {
    const cart = store.get(cartId);
    if (cart) {
      cart.setLinkedRecords([], 'lines');
      cart.setValue(0, 'lineCount');
      cart.setValue(0, 'itemCount');
      cart.setValue(null, 'coupon');
    }
    store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('customer')?.setValue(0, 'cartLineCount');
  });
}
