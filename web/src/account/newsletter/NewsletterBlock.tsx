import { lazy, useId } from 'react';
import { BrowserOnly } from '../../routing/hydration.js';
import { useT } from '../../i18n/index.js';
import './Newsletter.css';

// The form (its checks, states and mutation) is on every page but below the fold: it loads beside
// the page instead of weighing on the first page's JavaScript.
const NewsletterForm = lazy(() => import('./NewsletterForm.js'));

/** The footer's newsletter block (spec 2.3 / 2.4): a title, a line of text, the e-mail form. */
export function NewsletterBlock() {
  const t = useT();
  const id = useId();
  return (
    <section className="newsletter" aria-labelledby={id}>
      <div className="newsletter__intro">
        <h2 className="newsletter__title" id={id}>
          {t('newsLetter.title')}
        </h2>
        <p className="newsletter__text">{t('newsLetter.text')}</p>
      </div>
      {/* In every page's footer, below the fold: the browser renders it (BrowserOnly), so nobody
          types into a server-rendered copy that hydration would then empty. */}
      <BrowserOnly fallback={<div className="newsletter__form" aria-hidden="true" />}>
        <NewsletterForm />
      </BrowserOnly>
    </section>
  );
}
