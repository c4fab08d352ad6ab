import './messages.js';
import '../account/messages.js';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { WishlistPageQuery } from '../__generated__/WishlistPageQuery.graphql.js';
import type { setQuantityMutation as SetQuantityMutation } from '../__generated__/setQuantityMutation.graphql.js';
import { openCartDialog } from '../cart/dialogs/state.js';
import { setQuantityMutation } from '../cart/setQuantity.js';
import { useCommit } from '../forms/mutation.js';
import { AccountLayout, SignInPrompt } from '../account/AccountLayout.js';
import { useT } from '../i18n/index.js';
import { ProductList } from '../listing/ProductList.js';
import { useRoutes } from '../routing/routes.js';
import { usePageMeta } from '../shell/usePageMeta.js';

const query = graphql`
  query WishlistPageQuery {
    viewer {
      isAuthenticated
      customer {
        firstName
      }
      wishlist {
        products {
          id
          inWishlist
          name
          reference
          isConfigurable
          defaultOffer {
            offerId
            stockQuantity
          }
          # ProductList renders the cards.
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...ProductCard_product
        }
      }
    }
  }
`;

/**
 * `mon-compte/liste-d-envies` (issue 35; spec 9 flag `wishlist`): the customer's wish list as
 * product cards, each with its add-to-cart control and its heart. A product taken off the list
 * leaves the page at once (its `inWishlist`, updated by the mutation, hides it).
 */
export default function WishlistPage() {
  const t = useT();
  const routes = useRoutes();
  const data = useLazyLoadQuery<WishlistPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const title = t('wishlist.title');
  usePageMeta({ title });
  const viewer = data.viewer;
  const products = (viewer.wishlist?.products ?? []).filter((product) => product.inWishlist);
  const addLine = useCommit<SetQuantityMutation>(setQuantityMutation);
  const [adding, setAdding] = useState(false);
  // What a card's control would add: a simple product's default offer, in stock (spec 4).
  const addable = products.flatMap((product) =>
    !product.isConfigurable && product.defaultOffer && product.defaultOffer.stockQuantity > 0
      ? [{ product, offerId: product.defaultOffer.offerId }]
      : [],
  );

  /** Spec 2.4 products action dialog (add): every product that could go, one unit each, then the list. */
  const addAll = async () => {
    if (adding) return;
    setAdding(true);
    const added: { name: string; quantity: number; reference: string }[] = [];
    try {
      for (const { product, offerId } of addable) {
        const reply = await addLine({ input: { offerId, quantity: 1, method: 'ADD' } });
        if (reply.setCartLineQuantity.line)
          added.push({ name: product.name, quantity: 1, reference: product.reference });
      }
    } catch {
      // The network layer has told the shopper (spec 8); what went in is still listed.
    } finally {
      setAdding(false);
    }
    if (added.length > 0) openCartDialog({ type: 'productsAction', action: 'add', products: added });
  };
  return (
    <AccountLayout title={title} firstName={viewer.customer?.firstName}>
      {!viewer.isAuthenticated ? (
        <SignInPrompt then="mon-compte/liste-d-envies" />
      ) : products.length === 0 ? (
        <p>
          {t('wishlist.empty')} <Link to={routes.Home()}>{t('wishlist.startShopping')}</Link>
        </p>
      ) : (
        <>
          <p role="status">{t('wishlist.count', { count: products.length })}</p>
          {addable.length > 1 ? (
            <button type="button" className="button" aria-disabled={adding} onClick={() => void addAll()}>
              {t('wishlist.addAll')}
            </button>
          ) : null}
          <ProductList
            items={products.map((product) => ({ id: product.id, product }))}
            mode="large"
            label={title}
          />
        </>
      )}
    </AccountLayout>
  );
}
