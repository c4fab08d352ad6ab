import { Component } from 'react';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { HomeMarketingQuery } from '../../__generated__/HomeMarketingQuery.graphql.js';
import '../../shell/marketingMessages.js';
import { CONTENT_LOCALE } from '@shop/domain/content';
import { PageMeta } from '../../shell/usePageMeta.js';
import { useCatalog } from '../../routing/catalog.js';
import { HomeBlocks } from './HomeBlocks.js';
import { HomeSlider } from './HomeSlider.js';

/** The page's own title and description, kept where the content's SEO gives none. */
export interface HomeMarketingProps {
  meta: PageMeta;
}

/**
 * The marketing content's own query, apart from the page's catalogue query: a slow or failing
 * content source never holds the catalogue's rows back. The server runs it before rendering
 * (`entry-server.tsx`), so its records are in the store when this part renders and hydrates;
 * after a client-side navigation it is asked for when this part first renders.
 */
export const homeMarketingQuery = graphql`
  query HomeMarketingQuery {
    homeContent {
      slides {
        ...HomeSlider_slides
      }
      seo {
        description
      }
      ...HomeBlocks_content
    }
  }
`;

function Content({ meta }: HomeMarketingProps) {
  const { homeContent: content } = useLazyLoadQuery<HomeMarketingQuery>(
    homeMarketingQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { locale } = useCatalog();
  /*
   * Spec 2.4: titles come from the route names (the home's names its region); the content's SEO
   * description, where the page speaks the content's language, describes the shop better than the
   * default. The content source is down (null): the page shows its catalogue rows and its own meta.
   */
  return (
    <>
      <PageMeta
        title={meta.title}
        description={(locale === CONTENT_LOCALE && content?.seo?.description) || meta.description}
      />
      {content && content.slides.length > 0 ? <HomeSlider slides={content.slides} /> : null}
      {content ? <HomeBlocks content={content} /> : null}
    </>
  );
}

/** A failed query shows nothing of the content (the page's own meta stays); the next visit asks again. */
class MarketingBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The home page's marketing content (spec 2.1: the marketing blocks come first, then the
 * promotions, bestsellers and categories; 2.4, 3): the SEO meta, the slider, the universes, the
 * featured blocks, the category tiles and the text sections: a chunk and a query of their own.
 */
export default function HomeMarketing({ meta }: HomeMarketingProps) {
  return (
    <MarketingBoundary fallback={<PageMeta {...meta} />}>
      <Content meta={meta} />
    </MarketingBoundary>
  );
}
