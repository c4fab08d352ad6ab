import { Link } from 'react-router-dom';
import { useHref } from '../app/catalog.js';
import { useT } from '../i18n/index.js';
import './listing.css';

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

export interface TreeNode {
  readonly slug: string;
  readonly label: string;
  readonly children?: readonly TreeNode[];
}

/** The crumbs of a category path (`martinique/maison/cuisine`), labelled from the category tree. */
export function categoryCrumbs(tree: readonly TreeNode[], path: string, linkLast: boolean): Crumb[] {
  const slugs = path.split('/').slice(1);
  const crumbs: Crumb[] = [];
  let level = tree;
  slugs.forEach((slug, index) => {
    const node = level.find((c) => c.slug === slug);
    const last = index === slugs.length - 1;
    const to = `categorie/${slugs.slice(0, index + 1).join('/')}`;
    crumbs.push({ label: node?.label ?? slug, ...(last && !linkLast ? {} : { to }) });
    level = node?.children ?? [];
  });
  return crumbs;
}
