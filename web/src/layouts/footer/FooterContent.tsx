import '../../content/messages.js';
import { Component, useState } from 'react';
import type { ReactNode } from 'react';
import { regionTimeZone, yearIn } from '@shop/domain/territory-time';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { FooterContentQuery } from '../../__generated__/FooterContentQuery.graphql.js';
import { NewsletterBlock } from '../../account/newsletter/NewsletterBlock.js';
import { useShopSettings } from '../../config/shop.js';
import { useT } from '../../i18n/index.js';
import { useCatalog, useHref } from '../../routing/catalog.js';
import { Icon } from '../../shell/Icon.js';
import type { IconName } from '../../shell/Icon.js';
import { builtInFooterView, contentFooterView } from './footerView.js';
import type { FooterLinkView, FooterView } from './footerView.js';
import { SocialIcon } from './SocialIcon.js';

// The footer's fields are read by `footerView.ts` (a pure mapping, unit-tested), not in this module.
/* eslint-disable relay/unused-fields */
const footerQuery = graphql`
  query FooterContentQuery @preloadable {
    footer {
      columns {
        key
        title
        links {
          label
          target
          marketplaceOnly
          link {
            url
            external
          }
        }
      }
      annex {
        label
        target
        marketplaceOnly
        link {
          url
          external
        }
      }
      reassurance {
        icon
        title
        text
        marketplaceOnly
      }
      socialLinks {
        network
        label
        url
      }
      contactEmail
    }
  }
`;
/* eslint-enable relay/unused-fields */

const ICONS = new Set<string>(['truck', 'lock', 'headset', 'store']);

/** A footer item (spec 2.3): a shop page through the router, or a new tab that says so. */
function FooterLink({ link }: { link: FooterLinkView }) {
  const t = useT();
  const href = useHref();
  if (!link.newTab) return <Link to={href(link.url)}>{link.label}</Link>;
  return (
    <a
      href={link.external ? link.url : href(link.url)}
      target="_blank"
      rel={link.external ? 'noopener noreferrer' : 'noopener'}
    >
      {link.label}
      <span className="visually-hidden"> {t('shell.footer.newTab')}</span>
    </a>
  );
}

/**
 * Spec 2.3: reassurance, the newsletter (full width before the columns, or the last column, as
 * configured), up to three menu columns, the contact block (contact form, e-mail, phone), the social
 * links, the copyright with the current year and the annex menu.
 */
function FooterBody({ view }: { view: FooterView }) {
  const t = useT();
  const href = useHref();
  // The island's year, not the machine's: on New Year's Eve the server (UTC) and the browser would
  // otherwise write different years in Martinique's evening, and hydration would not match.
  const year = yearIn(new Date(), regionTimeZone(useCatalog().catalog));
  const shop = useShopSettings();
  const phone = shop.customerServicePhone;
  const newsletter = shop.features.newsletter ? shop.newsletterPlacement : null;
  return (
    <footer className="footer">
      {view.reassurance.length > 0 ? (
        <ul className="footer__reassurance">
          {view.reassurance.map(({ icon, title, text }) => (
            <li key={title} className="footer__promise">
              {ICONS.has(icon) ? (
                <Icon name={icon as IconName} size={28} className="footer__promise-icon" />
              ) : null}
              <span>
                <strong>{title}</strong>
                <span className="footer__promise-text">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {newsletter === 'FULL_WIDTH' ? <NewsletterBlock /> : null}
      <div
        className={newsletter === 'LAST_COLUMN' ? 'footer__main footer__main--newsletter' : 'footer__main'}
      >
        {view.columns.map((column) => (
          <nav key={column.key} className="footer__column" aria-label={column.title}>
            <h2 className="footer__title">{column.title}</h2>
            <ul className="footer__links">
              {column.links.map((link) => (
                <li key={`${link.url}:${link.label}`}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer__column footer__contact" aria-labelledby="footer-contact">
          <h2 className="footer__title" id="footer-contact">
            {t('footer.contact')}
          </h2>
          <ul className="footer__links">
            <li>
              <Link to={href('contact')}>
                <Icon name="mail" size={16} /> {t('footer.contactForm')}
              </Link>
            </li>
            <li>
              <a href={`mailto:${view.email}`}>{t('footer.email', { email: view.email })}</a>
            </li>
            {phone ? (
              <li>
                <a href={`tel:${phone.e164}`}>
                  <Icon name="phone" size={16} /> {t('footer.phone', { phone: phone.display })}
                </a>
              </li>
            ) : null}
            <li className="footer__hours">{t('footer.hours')}</li>
          </ul>
          {view.social.length > 0 ? (
            <>
              <h3 className="footer__subtitle" id="footer-social">
                {t('footer.social')}
              </h3>
              <ul className="footer__social" aria-labelledby="footer-social">
                {view.social.map((social) => (
                  <li key={social.url}>
                    <a
                      className="footer__social-link"
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <SocialIcon network={social.network} />
                      <span className="visually-hidden">
                        {t('footer.socialLink', { label: social.label })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {newsletter === 'LAST_COLUMN' ? (
          <div className="footer__column footer__column--newsletter">
            <NewsletterBlock />
          </div>
        ) : null}
      </div>
      <div className="footer__bottom">
        <p className="footer__copyright">{t('footer.copyright', { year })}</p>
        {view.annex.length > 0 ? (
          <nav className="footer__annex" aria-label={t('footer.annex')}>
            <ul>
              {view.annex.map((link) => (
                <li key={`${link.url}:${link.label}`}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}

function BuiltInFooter() {
  const t = useT();
  const { marketplace } = useShopSettings();
  return <FooterBody view={builtInFooterView(t, marketplace)} />;
}

function ContentFooter({ attempt }: { attempt: number }) {
  const t = useT();
  const { marketplace } = useShopSettings();
  // The server ran this query before rendering (`queryRef.ts`) and hands its records over: the
  // browser reads them from the store. Started here, with the query's text in this chunk, so that
  // Relay can check the store (a preloadable query started before its text arrives cannot).
  const { footer } = useLazyLoadQuery<FooterContentQuery>(
    footerQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey: attempt },
  );
  // The content source gave nothing (it is down): the shop's own footer.
  if (!footer) return <BuiltInFooter />;
  return <FooterBody view={contentFooterView(footer, marketplace, t('footer.shopEmail'))} />;
}

/** A failed footer query shows the built-in footer; the next rendering asks again. */
class FooterBoundary extends Component<
  { children: ReactNode; onError: () => void; resetKey: unknown },
  { failed: boolean; resetKey: unknown }
> {
  override state = { failed: false, resetKey: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(
    props: { resetKey: unknown },
    state: { failed: boolean; resetKey: unknown },
  ): Partial<{ failed: boolean; resetKey: unknown }> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? <BuiltInFooter /> : this.props.children;
  }
}

/**
 * The footer of the content, or the shop's built-in one when the content has none or its query
 * fails; after a failure, the next page asks again.
 */
export default function FooterContent() {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <FooterBoundary resetKey={pathname} onError={() => setAttempt((n) => n + 1)}>
      <ContentFooter attempt={attempt} />
    </FooterBoundary>
  );
}
