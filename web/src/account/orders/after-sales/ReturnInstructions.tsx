import './messages.js';
import { graphql } from 'react-relay/hooks';
import { useT } from '../../../i18n/index.js';

/**
 * What the instructions show of a seller's return, spread unmasked where a return is read (the
 * order's returns, a withdrawal's or a return's payload).
 */
export const instructionsFragment = graphql`
  fragment ReturnInstructions_instructions on ReturnInstructions {
    shopName
    reference
    addressLines
    items {
      productName
      quantity
    }
  }
`;

export interface Instructions {
  readonly shopName: string;
  readonly reference: string;
  readonly addressLines: readonly string[];
  readonly items: readonly { readonly productName: string; readonly quantity: number }[];
}

/** How to send each seller's items back: the reference to write on the parcel, the address, the contents. */
export function ReturnInstructions({
  instructions,
  headingLevel = 3,
}: {
  instructions: readonly Instructions[];
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="return-instructions">
      {instructions.map((seller) => (
        <section key={`${seller.shopName}-${seller.reference}`} className="return-instructions__seller">
          <Heading>{t('afterSales.instructions.seller', { name: seller.shopName })}</Heading>
          <dl className="order-facts">
            <dt>{t('afterSales.instructions.reference')}</dt>
            <dd>
              <strong>{seller.reference}</strong>
            </dd>
            <dt>{t('afterSales.instructions.address')}</dt>
            <dd>
              <address>
                {seller.addressLines.map((line, index) => (
                  <span key={index} className="return-instructions__line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
            <dt>{t('afterSales.instructions.contents')}</dt>
            <dd>
              <ul>
                {seller.items.map((item, index) => (
                  <li key={index}>
                    {t('afterSales.instructions.item', { name: item.productName, quantity: item.quantity })}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </section>
      ))}
    </div>
  );
}
