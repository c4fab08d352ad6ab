import { Redirect } from '../../routing/Redirect.js';
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { chooseOption, selectedVariant, selectionOf } from '@shop/domain/configurable';
import type { Selection } from '@shop/domain/configurable';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql.js';
import { useHref } from '../../routing/catalog.js';
import type { PageProps } from '../../routing/page.js';
import { Price } from '../../components/Price.js';
import { useShopSettings } from '../../config/shop.js';
import { ProductCard } from '../../components/ProductCard.js';
import { useT } from '../../i18n/index.js';
import { CategoryBreadcrumbs } from '../../listing/Breadcrumbs.js';
import { Characteristics } from '../../product/Characteristics.js';
import { Gallery } from '../../product/Gallery.js';
import { LocalStores } from '../../product/local-stores/LocalStores.js';
import { Offers } from '../../product/Offers.js';
import { hasProductExtras, ProductExtras, productExtras } from '../../product/ProductExtras.js';
import { ProductInformation } from '../../product/ProductInformation.js';
import { RichText } from '../../product/RichText.js';
import { Share } from '../../product/Share.js';
import { WishlistButton } from '../../wishlist/WishlistButton.js';
import { VariantSelector } from '../../product/VariantSelector.js';
import { ProductJsonLd } from '../../seo/ProductJsonLd.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import '../../product/product.css';

/**
 * `produit/{slug}` (spec 2.4): gallery, prices, offers of each seller, variants, then description,
 * information, characteristics, documents, product extras (focus blocks, shipping), the island's shops
 * that sell it and related products.
 */
export default function ProductPage({ queryRef }: PageProps<ProductPageQuery>) {
  const t = useT();
  const { features } = useShopSettings();
  const href = useHref();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const data = usePreloadedQuery<ProductPageQuery>(
    graphql`
      query ProductPageQuery($slug: String!) @preloadable {
        product(slug: $slug) {
          name
          slug
          brand
          reference
          ean
          packSize
          ...ProductExtras_product
          defaultOffer {
            logisticClass {
              ...ProductExtras_logisticClass
            }
          }
          descriptionShort
          descriptionLong
          pictureCover {
            src
          }
          isNew
          isPromotion
          isBestseller
          categoryPaths
          seo {
            title
            description
          }
          configurableAttributes {
            name
            ...VariantSelector_attributes
          }
          defaultVariant {
            slug
          }
          notices {
            name
            url
          }
          price {
            ...Price_price
          }
          ...Gallery_product
          ...Offers_product
          ...Characteristics_product
          ...ProductJsonLd_product
          ...WishlistButton_product
          ...LocalStores_product
          variants {
            id
            slug
            reference
            ean
            defaultOffer {
              logisticClass {
                ...ProductExtras_logisticClass
              }
            }
            selectedAttributes {
              name
              value
            }
            price {
              ...Price_price
            }
            ...Gallery_product
            ...Offers_product
          }
          relatedProducts {
            id
            ...ProductCard_product
          }
        }
        ...Breadcrumbs_query
      }
    `,
    queryRef,
  );
  const product = data.product;
  const variants = (product?.variants ?? []).map((v) => ({
    ...v,
    attributes: Object.fromEntries(v.selectedAttributes.map((a) => [a.name, a.value])),
  }));
  const attributeNames = (product?.configurableAttributes ?? []).map((a) => a.name);
  // The variant named by the URL (`?variante=`, or a variant's own slug) is preselected.
  const named =
    params.get('variante') ??
    (queryRef.variables.slug === product?.defaultVariant?.slug ? product?.defaultVariant?.slug : null);
  const [selection, setSelection] = useState<Selection>(() => {
    const variant = variants.find((v) => v.slug === named);
    return variant ? selectionOf(variant, attributeNames) : {};
  });
  usePageMeta({
    title: product?.seo.title || product?.name,
    description: product?.seo.description || product?.descriptionShort,
    // The link preview's picture (Open Graph, Twitter card).
    image: product?.pictureCover?.src,
    type: 'product',
  });
  if (!product) return <Redirect to={href('404')} />;

  const variant = selectedVariant(variants, selection);
  const shown = variant ?? product;
  const choose = (attribute: string, value: string) => {
    const next = chooseOption(variants, selection, attribute, value);
    setSelection(next);
    const match = selectedVariant(variants, next);
    const search = new URLSearchParams(params);
    if (match) search.set('variante', match.slug);
    else search.delete('variante');
    // The variant is in the URL (a shared link opens it) without leaving the page: same path, same query.
    navigate({ search: search.size > 0 ? `?${search}` : '' }, { replace: true });
  };
  const categoryPath = product.categoryPaths[0];
  const extras = productExtras(product, (variant?.defaultOffer ?? product.defaultOffer)?.logisticClass);

  return (
    <article className="page product-page">
      <CategoryBreadcrumbs query={data} path={categoryPath} linkLast current={product.name} />
      <ProductJsonLd product={product} />
      <div className="product-page__top">
        <Gallery product={shown} />
        <div className="product-page__summary">
          <div className="product-page__badges">
            {product.isNew ? <span className="badge badge--new">{t('product.badges.new')}</span> : null}
            {product.isPromotion ? (
              <span className="badge badge--promo">{t('product.badges.promo')}</span>
            ) : null}
            {product.isBestseller ? (
              <span className="badge badge--new">{t('product.badges.bestseller')}</span>
            ) : null}
          </div>
          <h1>{product.name}</h1>
          {product.brand ? <p className="product-page__brand">{product.brand}</p> : null}
          <p className="product-page__reference">
            {t('product.reference', { reference: variant?.reference ?? product.reference })}
          </p>
          {shown.price ? <Price price={shown.price} size="large" showTax /> : null}
          <p>{product.descriptionShort}</p>
          {variants.length > 0 ? (
            <VariantSelector
              attributes={product.configurableAttributes}
              variants={variants}
              selection={selection}
              onChoose={choose}
            />
          ) : null}
          <Offers product={shown} />
          {features.wishlist ? <WishlistButton product={product} /> : null}
          {features.share ? <Share title={product.name} /> : null}
        </div>
      </div>
      <section className="product-page__section" aria-labelledby="description-title">
        <h2 id="description-title">{t('product.description')}</h2>
        <RichText html={product.descriptionLong} className="product-page__description" />
      </section>
      <section className="product-page__section" aria-labelledby="information-title">
        <h2 id="information-title">{t('productPage.information.title')}</h2>
        <ProductInformation
          product={{
            reference: variant?.reference ?? product.reference,
            ean: variant ? variant.ean : product.ean,
            brand: product.brand,
            packSize: product.packSize,
          }}
        />
      </section>
      <section className="product-page__section" aria-labelledby="characteristics-title">
        <h2 id="characteristics-title">{t('product.characteristics.title')}</h2>
        <Characteristics product={product} />
      </section>
      {product.notices.length > 0 ? (
        <section className="product-page__section" aria-labelledby="documents-title">
          <h2 id="documents-title">{t('product.documents')}</h2>
          <ul>
            {product.notices.map((notice) => (
              <li key={notice.url}>
                <a href={notice.url} download>
                  {notice.name} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hasProductExtras(extras) ? (
        <section className="product-page__section" aria-labelledby="extras-title">
          <h2 id="extras-title">{t('productPage.extras.title')}</h2>
          <ProductExtras data={extras} />
        </section>
      ) : null}
      <LocalStores product={product} />
      {product.relatedProducts.length > 0 ? (
        <section className="product-page__section" aria-labelledby="related-title">
          <h2 id="related-title">{t('product.related')}</h2>
          <ul className="product-page__related">
            {product.relatedProducts.map((related) => (
              <li key={related.id}>
                <ProductCard product={related} layout="large" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
