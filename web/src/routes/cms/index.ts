import query from '../../__generated__/CmsPageQuery$parameters.js';
import type { CmsPageQuery } from '../../__generated__/CmsPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { BUYING_GUIDE_SLUG, TERMS_OF_SALE_SLUG } from './slugs.js';

/**
 * `cms/{slug}`: a content page by slug (the buying guide also asks for the FAQ); the same entry
 * serves `conditions-generales-de-vente`, whose route has no slug: the general terms of sale. One
 * entry for both keeps the first page's route table small.
 */
export const cmsPage = definePage<CmsPageQuery>({
  query,
  variables: ({ params }) => ({
    slug: params.slug ?? TERMS_OF_SALE_SLUG,
    withFaq: params.slug === BUYING_GUIDE_SLUG,
  }),
  Component: lazyScreen(() => import('./CmsPage.js'), 'src/routes/cms/CmsPage.tsx'),
});
