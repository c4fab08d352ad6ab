import '../../content/messages.js';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { BecomeSellerPageQuery } from '../../__generated__/BecomeSellerPageQuery.graphql.js';
import { ContactFormBlock } from '../../content/ContactFormBlock.js';
import { ContentHtml, useScrollToHash } from '../../content/ContentHtml.js';
import { ContentUnavailable, NoContent } from '../../content/ContentStates.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import type { PageProps } from '../../routing/page.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './become-seller.css';

/**
 * `devenir-vendeur` (spec 2.1, marketplace mode only): the `become_seller` content (spec 7
 * `products/marketing/become_seller`), then the contact form with its subject set to becoming a
 * seller. The form stays when the content cannot be read (spec 8 messages in its place).
 */
export default function BecomeSellerPage({ queryRef }: PageProps<BecomeSellerPageQuery>) {
  const t = useT();
  const data = usePreloadedQuery<BecomeSellerPageQuery>(
    graphql`
      query BecomeSellerPageQuery @preloadable {
        contentPage(slug: "become_seller") @catch(to: RESULT) {
          title
          html
          seo {
            title
            description
          }
        }
        viewer {
          ...ContactFormBlock_viewer
        }
      }
    `,
    queryRef,
  );
  const result = data.contentPage;
  const page = result.ok ? result.value : null;
  const title = page?.title ?? t('content.becomeSeller.title');
  usePageMeta({ title: page?.seo?.title ?? title, description: page?.seo?.description });
  useScrollToHash(result.ok);
  return (
    <article className="page become-seller">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="become-seller__title">{title}</h1>
      {!result.ok ? (
        <ContentUnavailable />
      ) : page?.html.trim() ? (
        <ContentHtml html={page.html} />
      ) : (
        <NoContent />
      )}
      <section className="become-seller__form" aria-labelledby="become-seller-form">
        <h2 id="become-seller-form">{t('content.becomeSeller.formTitle')}</h2>
        <p className="become-seller__intro">{t('content.becomeSeller.formIntro')}</p>
        <ContactFormBlock viewer={data.viewer} subject="become_seller" />
      </section>
    </article>
  );
}
