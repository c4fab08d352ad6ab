import { graphql, useFragment } from 'react-relay/hooks';
import type { Characteristics_product$key } from '../__generated__/Characteristics_product.graphql.js';
import { useT } from '../i18n/index.js';

/** The product's displayed attributes; a value of `true` shows a picture icon (spec 3). */
export function Characteristics({ product }: { product: Characteristics_product$key }) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment Characteristics_product on Product {
        attributes {
          name
          label
          value
          unit
          isPictureIcon
        }
      }
    `,
    product,
  );
  if (data.attributes.length === 0) return <p>{t('product.characteristics.none')}</p>;
  return (
    <table className="characteristics">
      <caption className="visually-hidden">{t('product.characteristics.title')}</caption>
      <tbody>
        {data.attributes.map((a) => (
          <tr key={a.name}>
            <th scope="row">{a.label}</th>
            <td>
              {a.isPictureIcon ? (
                <span
                  className="characteristics__icon"
                  role="img"
                  aria-label={t('product.characteristics.yes')}
                >
                  ✓
                </span>
              ) : (
                `${a.value}${a.unit ? ` ${a.unit}` : ''}`
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
