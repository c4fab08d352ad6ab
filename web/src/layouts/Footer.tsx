import { Link } from 'react-router-dom';
import { NewsletterBlock } from '../account/newsletter/NewsletterBlock.js';
import { useShopSettings } from '../config/shop.js';
import { useHref } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import type { IconName } from '../shell/Icon.js';
import './Footer.css';

/** A footer item (spec 2.3: internal or external link; the terms of sale open in a new tab). */
interface FooterLink {
  /** Key under `shell.footer.links`. */
  key: string;
  /** Path below /{catalog}/{locale}/. */
  path: string;
  newTab?: boolean;
  /** Sellers' pages exist in marketplace mode only. */
  marketplace?: boolean;
}

const cms = (slug: string): FooterLink => ({ key: slug, path: `cms/${slug}` });

/** Up to three menu columns (about, services, legal), with the CMS pages of spec 2.1. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'shell.footer.about',
    links: [
      cms('a-propos'),
      { key: 'devenir-vendeur', path: 'devenir-vendeur', marketplace: true },
      { key: 'sellers', path: 'prestataires', marketplace: true },
    ],
  },
  {
    title: 'shell.footer.services',
    links: [cms('guide-d-achat'), cms('livraison'), cms('politique-de-retour')],
  },
  {
    title: 'shell.footer.legal',
    links: [
      cms('conditions-generales'),
      { key: 'conditions-generales-de-vente', path: 'conditions-generales-de-vente', newTab: true },
      cms('conditions-d-utilisation'),
      cms('mentions-legales'),
      cms('politique-de-confidentialite'),
      cms('gestion-des-cookies'),
    ],
  },
];

const REASSURANCE: { icon: IconName; key: string; marketplace?: boolean }[] = [
  { icon: 'truck', key: 'delivery' },
  { icon: 'lock', key: 'payment' },
  { icon: 'headset', key: 'service' },
  { icon: 'store', key: 'sellers', marketplace: true },
];

/**
 * Spec 2.3: reassurance, the newsletter (full width before the columns, or the last column, as
 * configured), the menu columns, the contact block and the copyright.
 */
export function Footer() {
  const t = useT();
  const href = useHref();
  const shop = useShopSettings();
  const phone = shop.customerServicePhone;
  const email = t('shell.contact.email');
  const shown = <T extends { marketplace?: boolean }>(item: T) => !item.marketplace || shop.marketplace;
  const newsletter = shop.features.newsletter ? shop.newsletterPlacement : null;
  return (
    <footer className="footer">
      <ul className="footer__reassurance">
        {REASSURANCE.filter(shown).map(({ icon, key }) => (
          <li key={key} className="footer__promise">
            <Icon name={icon} size={28} className="footer__promise-icon" />
            <span>
              <strong>{t(`shell.footer.reassurance.${key}`)}</strong>
              <span className="footer__promise-text">{t(`shell.footer.reassurance.${key}Text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      {newsletter === 'FULL_WIDTH' ? <NewsletterBlock /> : null}
      <div
        className={newsletter === 'LAST_COLUMN' ? 'footer__main footer__main--newsletter' : 'footer__main'}
      >
        {COLUMNS.map((column) => (
          <nav key={column.title} className="footer__column" aria-label={t(column.title)}>
            <h2 className="footer__title">{t(column.title)}</h2>
            <ul className="footer__links">
              {column.links.filter(shown).map((link) => (
                <li key={link.key}>
                  {link.newTab ? (
                    <a href={href(link.path)} target="_blank" rel="noopener">
                      {t(`shell.footer.links.${link.key}`)}
                      <span className="visually-hidden"> {t('shell.footer.newTab')}</span>
                    </a>
                  ) : (
                    <Link to={href(link.path)}>{t(`shell.footer.links.${link.key}`)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer__column footer__contact" aria-labelledby="footer-contact">
          <h2 className="footer__title" id="footer-contact">
            {t('shell.footer.contact')}
          </h2>
          <ul className="footer__links">
            <li>
              <Link to={href('contact')}>
                <Icon name="mail" size={16} /> {t('shell.footer.contactForm')}
              </Link>
            </li>
            <li>
              <a href={`mailto:${email}`}>{t('shell.footer.email', { email })}</a>
            </li>
            {phone ? (
              <li>
                <a href={`tel:${phone.e164}`}>
                  <Icon name="phone" size={16} /> {t('shell.footer.phone', { phone: phone.display })}
                </a>
              </li>
            ) : null}
            <li className="footer__hours">{t('shell.contact.hours')}</li>
          </ul>
        </section>
        {newsletter === 'LAST_COLUMN' ? (
          <div className="footer__column footer__column--newsletter">
            <NewsletterBlock />
          </div>
        ) : null}
      </div>
      <p className="footer__copyright">{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
