import './messages.js';
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { WishlistButton_product$key } from '../__generated__/WishlistButton_product.graphql.js';
import { useT } from '../i18n/index.js';
import { notify } from '../notifications/store.js';
import { Icon } from '../shell/Icon.js';
import './WishlistButton.css';

/**
 * The heart of a product card and of the product page (issue 35; spec 2.4 "wish list", shown when
 * the shop's `wishlist` flag is on): a toggle button, pressed while the product is on the list. A
 * visitor's first addition opens a guest session, whose list joins the account at sign-in.
 */
export function WishlistButton({
  product,
  className,
}: {
  product: WishlistButton_product$key;
  className?: string;
}) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment WishlistButton_product on Product {
        # The record the mutations' payloads update in place.
        # eslint-disable-next-line relay/unused-fields
        id
        reference
        name
        inWishlist
      }
    `,
    product,
  );
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const on = data.inWishlist;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { toggleWishlist } = await import('./toggle.js');
      const errors = await toggleWishlist(environment, data.reference, on);
      if (errors.length > 0) notify('danger', 'wishlist.error', { message: errors[0]!.message });
      else notify('info', on ? 'wishlist.removed' : 'wishlist.added', { name: data.name });
    } catch {
      // The network layer has told the shopper (spec 8).
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className ? `wishlist-button ${className}` : 'wishlist-button'}
      aria-pressed={on}
      aria-disabled={busy}
      aria-label={t(on ? 'wishlist.remove' : 'wishlist.add', { name: data.name })}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={22} />
    </button>
  );
}
