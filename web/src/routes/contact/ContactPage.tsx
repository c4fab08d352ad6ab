import '../../content/messages.js';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql.js';
import { ContactFormBlock } from '../../content/ContactFormBlock.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import type { PageProps } from '../../routing/page.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './contact-page.css';

/** `contact` (spec 2.1, 2.4): the contact form, the e-mail prefilled for a signed-in customer. */
export default function ContactPage({ queryRef }: PageProps<ContactPageQuery>) {
  const t = useT();
  const data = usePreloadedQuery<ContactPageQuery>(
    graphql`
      query ContactPageQuery @preloadable {
        viewer {
          ...ContactFormBlock_viewer
        }
      }
    `,
    queryRef,
  );
  usePageMeta({ title: t('content.contact.title'), description: t('content.contact.description') });
  return (
    <section className="page contact-page">
      <Breadcrumbs items={[{ label: t('content.contact.title') }]} />
      <h1 className="contact-page__title">{t('content.contact.title')}</h1>
      <p className="contact-page__intro">{t('content.contact.intro')}</p>
      <ContactFormBlock viewer={data.viewer} />
    </section>
  );
}
