import { graphql, readInlineData } from 'react-relay/hooks';
import type { ProductExtras_logisticClass$key } from '../__generated__/ProductExtras_logisticClass.graphql.js';
import type { ProductExtras_product$key } from '../__generated__/ProductExtras_product.graphql.js';
import { useT } from '../i18n/index.js';
import './messages.js';

export interface ProductExtrasData {
  /** `Product.focusBlocks` (spec 3). */
  focusBlocks: readonly { name: string; label: string }[];
  /** How the shown offer travels: its logistic class. */
  logisticClass: { label: string; description: string } | null | undefined;
}

/**
 * The block's data: the product's focus blocks, and the logistic class of the offer shown. The page
 * reads it here (`@inline` fragments) to know whether the block has anything to say before it
 * renders the section. The tags sit inside the function: the unit tests import this module without
 * Relay's transform, and a tag runs only when it is reached.
 */
export function productExtras(
  product: ProductExtras_product$key,
  logisticClass: ProductExtras_logisticClass$key | null | undefined,
): ProductExtrasData {
  const { focusBlocks } = readInlineData(
    graphql`
      fragment ProductExtras_product on Product @inline {
        focusBlocks {
          name
          label
        }
      }
    `,
    product,
  );
  const shipping =
    logisticClass &&
    readInlineData(
      graphql`
        fragment ProductExtras_logisticClass on LogisticClass @inline {
          label
          description
        }
      `,
      logisticClass,
    );
  return { focusBlocks, logisticClass: shipping };
}

/** True when the product has something for the « Les plus du produit » block to say. */
export const hasProductExtras = (data: ProductExtrasData) =>
  data.focusBlocks.length > 0 || Boolean(data.logisticClass);

/**
 * The product page's « Les plus du produit » block (spec 2.4): the product's focus blocks (the
 * qualities it has, spec 3) and how it is shipped (the logistic class of the shown offer).
 */
export function ProductExtras({ data }: { data: ProductExtrasData }) {
  const t = useT();
  return (
    <>
      {data.focusBlocks.length > 0 ? (
        <ul className="product-extras__focus">
          {data.focusBlocks.map((block) => (
            <li key={block.name} className="product-extras__block">
              <span aria-hidden="true" className="product-extras__icon">
                ✓
              </span>
              {block.label}
            </li>
          ))}
        </ul>
      ) : null}
      {data.logisticClass ? (
        <p className="product-extras__shipping">
          <strong>{t('productPage.extras.shipping', { label: data.logisticClass.label })}</strong>
          {data.logisticClass.description ? ` ${data.logisticClass.description}` : null}
        </p>
      ) : null}
    </>
  );
}
