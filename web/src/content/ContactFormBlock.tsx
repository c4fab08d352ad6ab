import { graphql, useFragment } from 'react-relay/hooks';
import { useT } from '../i18n/index.js';
import { BrowserOnly } from '../routing/hydration.js';
import type { ContactFormBlock_viewer$key } from '../__generated__/ContactFormBlock_viewer.graphql.js';
import { ContactForm } from './ContactForm.js';
import './messages.js';
import './contact.css';

/**
 * The contact form in a page: rendered by the browser only (BrowserOnly), as its captcha needs
 * script and nobody should type into a server copy that hydration then empties; its place is kept
 * meanwhile, so nothing below it moves.
 */
export function ContactFormBlock({
  viewer,
  subject,
}: {
  viewer: ContactFormBlock_viewer$key;
  subject?: 'become_seller';
}) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment ContactFormBlock_viewer on Viewer {
        ...ContactForm_viewer
      }
    `,
    viewer,
  );
  return (
    <BrowserOnly
      fallback={
        <p className="contact-form__placeholder" aria-busy="true">
          {t('content.contact.loading')}
        </p>
      }
    >
      <ContactForm viewer={data} {...(subject ? { subject } : {})} />
    </BrowserOnly>
  );
}
