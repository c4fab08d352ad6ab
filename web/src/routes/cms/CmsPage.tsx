import '../../content/messages.js';
import { lazy, useId } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { CmsPageQuery } from '../../__generated__/CmsPageQuery.graphql.js';
import type { CmsPage_faq$key } from '../../__generated__/CmsPage_faq.graphql.js';
import { ContentHtml, useScrollToHash } from '../../content/ContentHtml.js';
import { ContentUnavailable, NoContent } from '../../content/ContentStates.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { useHref } from '../../routing/catalog.js';
import type { PageProps } from '../../routing/page.js';
import { Suspense } from '../../routing/hydration.js';
import { Redirect } from '../../routing/Redirect.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import { COOKIES_SLUG } from './slugs.js';
import './cms.css';

// The cookie settings (spec 2.4) below the cookies management page's body: only that page loads them.
const ConsentSettings = lazy(() => import('../../consent/ConsentSettings.js'));

/** The FAQ (spec 7 `products/marketing/faq`), grouped by topic in the content's order. */
function Faq({ entries }: { entries: CmsPage_faq$key }) {
  const t = useT();
  const titleId = useId();
  const faq = useFragment(
    graphql`
      fragment CmsPage_faq on FaqEntry @relay(plural: true) {
        id
        topic
        question
        answerHtml
      }
    `,
    entries,
  );
  if (faq.length === 0) return null;
  const topics = new Map<string, (typeof faq)[number][]>();
  for (const entry of faq) topics.set(entry.topic, [...(topics.get(entry.topic) ?? []), entry]);
  return (
    <section className="faq" aria-labelledby={titleId}>
      <h2 id={titleId} className="faq__title">
        {t('content.faq.title')}
      </h2>
      {[...topics].map(([topic, questions]) => (
        <section key={topic} className="faq__topic">
          <h3 className="faq__topic-title">{topic}</h3>
          {questions.map((entry) => (
            <details key={entry.id} className="faq__entry">
              <summary className="faq__question">{entry.question}</summary>
              <ContentHtml html={entry.answerHtml} className="faq__answer" />
            </details>
          ))}
        </section>
      ))}
    </section>
  );
}

/**
 * `cms/{slug}` and `conditions-generales-de-vente` (spec 2.1, 2.4, 3 "CMS content"): the page's
 * heading and body, its optional buying guide, breadcrumbs (home, then the page), its title and
 * description from the content's SEO (the shop's defaults otherwise), a smooth scroll to the URL's
 * hash once the body is there. The buying guide page also shows the FAQ. Spec 8: a failed content
 * source says `errors.serviceUnavailable`, an empty body `errors.noContent`; an unknown slug is the
 * 404 page.
 */
export default function CmsPage({ queryRef }: PageProps<CmsPageQuery>) {
  const t = useT();
  const { slug } = queryRef.variables;
  const href = useHref();
  const data = usePreloadedQuery<CmsPageQuery>(
    graphql`
      query CmsPageQuery($slug: String!, $withFaq: Boolean!) @preloadable {
        contentPage(slug: $slug) @catch(to: RESULT) {
          title
          html
          purchaseGuideHtml
          seo {
            title
            description
          }
        }
        faq @include(if: $withFaq) @catch(to: NULL) {
          ...CmsPage_faq
        }
      }
    `,
    queryRef,
  );
  const result = data.contentPage;
  const page = result.ok ? result.value : null;
  const hasBody = (page?.html.trim() ?? '') !== '';
  usePageMeta({
    title: page ? (page.seo?.title ?? page.title) : t('shell.screens.cms'),
    description: page?.seo?.description,
  });
  useScrollToHash(page !== null);
  if (result.ok && !page) return <Redirect to={href('404')} />;
  const title = page?.title ?? t('shell.screens.cms');
  return (
    <article className="page cms-page">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="cms-page__title">{title}</h1>
      {!page ? <ContentUnavailable /> : hasBody ? <ContentHtml html={page.html} /> : <NoContent />}
      {page?.purchaseGuideHtml?.trim() ? (
        <section className="cms-page__guide" aria-labelledby="cms-purchase-guide">
          <h2 id="cms-purchase-guide">{t('content.purchaseGuide')}</h2>
          <ContentHtml html={page.purchaseGuideHtml} />
        </section>
      ) : null}
      {data.faq ? <Faq entries={data.faq} /> : null}
      {slug === COOKIES_SLUG ? (
        <section className="cms-page__consent" aria-label={t('content.cookies.settings')}>
          <Suspense fallback={<p aria-busy="true">{t('content.cookies.loading')}</p>}>
            <ConsentSettings />
          </Suspense>
        </section>
      ) : null}
    </article>
  );
}
