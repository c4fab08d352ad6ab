import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductJsonLd_product$key } from '../__generated__/ProductJsonLd_product.graphql.js';
import { usePageUrl, useServerRender } from '../routing/server-render.js';
import { addStructuredData } from './JsonLd.js';
import { productJsonLd } from './structuredData.js';

/**
 * The product page's schema.org `Product` (issue 34): every seller's offer with its price and stock,
 * added to the server's page (renders nothing).
 */
export function ProductJsonLd({ product }: { product: ProductJsonLd_product$key }): null {
  const data = useFragment(
    graphql`
      fragment ProductJsonLd_product on Product {
        name
        reference
        ean
        brand
        descriptionShort
        gallery {
          src
        }
        offers {
          shopName
          stockState
          pricing {
            current {
              displayed {
                amount
                currencyCode
              }
            }
            regular {
              displayed {
                amount
                currencyCode
              }
            }
          }
        }
      }
    `,
    product,
  );
  // The page's address without its query (a variant's `?variante=` names the same product).
  const url = usePageUrl().split('?', 1)[0]!;
  const server = useServerRender();
  if (import.meta.env.SSR) {
    addStructuredData(
      server,
      productJsonLd({
        name: data.name,
        url,
        description: data.descriptionShort,
        reference: data.reference,
        ean: data.ean ?? null,
        brand: data.brand ?? null,
        images: data.gallery.map((image) => image.src),
        offers: data.offers.map((offer) => ({
          seller: offer.shopName,
          price: {
            amount: offer.pricing.current.displayed.amount,
            currencyCode: offer.pricing.current.displayed.currencyCode,
          },
          // The announced reduction's reference (its prior price, L112-1-1), as the page shows it.
          strikethrough: offer.pricing.regular
            ? {
                amount: offer.pricing.regular.displayed.amount,
                currencyCode: offer.pricing.regular.displayed.currencyCode,
              }
            : null,
          stockState: offer.stockState,
        })),
      }),
    );
  }
  return null;
}
