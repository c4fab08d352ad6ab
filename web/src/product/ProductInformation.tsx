import { useT } from '../i18n/index.js';
import './messages.js';

export interface ProductInformationData {
  reference: string;
  ean: string | null | undefined;
  brand: string | null | undefined;
  packSize: number;
}

/**
 * The product page's « Informations » block (spec 2.4): what identifies the article a shopper
 * holds — its reference (the chosen variant's), barcode, brand and packaging — as a list of terms,
 * rows without a value left out.
 */
export function ProductInformation({ product }: { product: ProductInformationData }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('productPage.information.reference'), product.reference],
    ...(product.ean ? [[t('productPage.information.ean'), product.ean] as [string, string]] : []),
    ...(product.brand ? [[t('productPage.information.brand'), product.brand] as [string, string]] : []),
    [
      t('productPage.information.packaging'),
      product.packSize > 1
        ? t('productPage.information.pack', { count: product.packSize })
        : t('productPage.information.unit'),
    ],
  ];
  return (
    <dl className="product-information">
      {rows.map(([term, value]) => (
        <div key={term} className="product-information__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
