import query from '../../__generated__/ContactPageQuery$parameters.js';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';

/** `contact`: the contact form. */
export const contactPage = definePage<ContactPageQuery>({
  query,
  variables: () => ({}),
  Component: lazyScreen(() => import('./ContactPage.js'), 'src/routes/contact/ContactPage.tsx'),
});
