import { lazy, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/index.js';
import { useHref } from '../routing/catalog.js';
import { Suspense } from '../routing/hydration.js';
import { saveConsent } from './storage.js';
import type { Consent } from '../shell/consent.js';
import './messages.js';
import './consent.css';

const ConsentSettings = lazy(() => import('./ConsentSettings.js'));

/** The page of the content that explains the cookies and holds the settings (footer's legal column). */
export const COOKIES_PAGE = 'cms/gestion-des-cookies';

/**
 * Spec 2.4 consent banner, on a shopper's first visit: a region with its heading (not a modal: the
 * page stays usable, the focus is never trapped), at the bottom of the screen and last in the page
 * (the skip link stays the first stop). Refusing is as easy as accepting; customising opens the
 * settings in place. While it is shown, the page keeps what has the focus above it
 * (`scroll-padding-bottom`, WCAG 2.4.11).
 */
export default function ConsentBanner() {
  const t = useT();
  const href = useHref();
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  const [customizing, setCustomizing] = useState(false);

  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-height');
    };
  }, []);

  function choose(consent: Consent) {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    saveConsent(consent);
    // The banner is gone: the focus goes on with the page rather than back to the document's start.
    if (hadFocus) document.getElementById('main')?.focus();
  }

  return (
    <section ref={banner} className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p className="consent-banner__text">
          {t('consent.text')} <Link to={href(COOKIES_PAGE)}>{t('consent.more')}</Link>
        </p>
        {customizing ? (
          <Suspense fallback={<p aria-busy="true">{t('consent.loading')}</p>}>
            <ConsentSettings autoFocus onSave={choose} />
          </Suspense>
        ) : (
          <div className="button-row consent-banner__actions">
            <button
              type="button"
              className="button"
              onClick={() => choose({ analytics: false, marketing: false, captcha: false })}
            >
              {t('consent.refuse')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => choose({ analytics: true, marketing: true, captcha: true })}
            >
              {t('consent.accept')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setCustomizing(true)}
              // The settings chunk, on its way while the pointer reaches the button.
              onPointerEnter={() => void import('./ConsentSettings.js')}
            >
              {t('consent.customize')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
