import { Link } from 'react-router-dom';
import { useHref } from '../app/catalog.js';
import { useT } from '../i18n/index.js';

export interface Crumb {
  label: string;
  /** Shop path, e.g. `categorie/maison`; the last crumb (current page) has none. */
  to?: string;
}

/** Home, then the given levels; the current page is marked, not linked. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  const href = useHref();
  const all: Crumb[] = [{ label: t('catalog.home'), to: '' }, ...items];
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className="breadcrumbs">
      <ol>
        {all.map((crumb, index) =>
          index === all.length - 1 ? (
            <li key={index} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={index}>
              <Link to={href(crumb.to ?? '')}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
