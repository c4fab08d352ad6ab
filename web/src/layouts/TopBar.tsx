import { Link, useLocation } from 'react-router-dom';
import { useShopSettings } from '../config/shop.js';
import { useCatalog, useHref } from '../routing/catalog.js';
import { offeredLocales } from '../routing/locations.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import { PickupPointsButton } from '../shell/PickupPointsButton.js';
import { RegionSelector } from '../shell/RegionSelector.js';
import { COLLECTION_LINKS } from './collectionLinks.js';
import { LoadFailure } from '../routing/LoadFailure.js';
import { ShellDataPart } from './ShellDataPart.js';
import './TopBar.css';

/** The same page in another language: only the locale segment of the path changes. */
export function pathInLocale(pathname: string, locale: string): string {
  const parts = pathname.split('/');
  if (parts.length > 2) parts[2] = locale;
  return parts.join('/');
}

/**
 * Spec 2.3: the top bar with the region select, the customer-service phone and the language links,
 * each as the shop's configuration has them (no language links in a French-only shop), the links to
 * spec 2.1's collections (from 768 px; the menu holds them on phones) and spec 3's relay listing
 * (the region's parcel pickup points).
 */
export function TopBar() {
  const t = useT();
  const href = useHref();
  const { locale, regions } = useCatalog();
  const { header, customerServicePhone: phone } = useShopSettings();
  const location = useLocation();
  const languages = offeredLocales();
  return (
    <div className="top-bar">
      <div className="top-bar__inner">
        {header.regionSelector && regions.length > 1 ? (
          <div className="top-bar__region">
            <span className="top-bar__caption" aria-hidden="true">
              {t('shell.topBar.region')}
            </span>
            <ShellDataPart
              fallback={<span className="skeleton top-bar__skeleton" />}
              failed={<LoadFailure message="rootCategories" />}
              render={(data) => (
                <RegionSelector regions={data.regions ?? regions} label={data.region?.label ?? ''} />
              )}
            />
          </div>
        ) : null}
        <nav className="top-bar__collections" aria-label={t('shell.collections.label')}>
          <ul>
            {COLLECTION_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={href(link.path)}>{t(`shell.collections.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {phone ? (
          <a className="top-bar__phone" href={`tel:${phone.e164}`}>
            <Icon name="phone" size={16} />
            <span className="top-bar__phone-caption">{t('shell.topBar.phone')}</span>{' '}
            <span>{phone.display}</span>
          </a>
        ) : null}
        <PickupPointsButton className="top-bar__pickup" />
        {languages.length > 1 ? (
          <nav className="top-bar__languages" aria-label={t('shell.topBar.language')}>
            <ul>
              {languages.map((language) => (
                <li key={language}>
                  <Link
                    to={`${pathInLocale(location.pathname, language)}${location.search}${location.hash}`}
                    hrefLang={language}
                    lang={language}
                    aria-current={language === locale ? 'true' : undefined}
                    className={
                      language === locale
                        ? 'top-bar__language top-bar__language--current'
                        : 'top-bar__language'
                    }
                  >
                    <span aria-hidden="true">{language.toUpperCase()}</span>
                    <span className="visually-hidden">{t(`shell.topBar.languages.${language}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
