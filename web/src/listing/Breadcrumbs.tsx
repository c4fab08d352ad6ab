import { Link } from 'react-router-dom';
import { useHref } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import './Breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Shop path, e.g. `categorie/maison`; the last crumb (the current page) is not linked. */
  to?: string;
}

/** Home, then the given levels; the current page is marked `aria-current`, not linked. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  const href = useHref();
  const all: Crumb[] = [{ label: t('catalog.home'), to: '' }, ...items];
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {all.map((crumb, index) => (
          <li key={index} className="breadcrumbs__item">
            {index === all.length - 1 || crumb.to === undefined ? (
              <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            ) : (
              <Link to={href(crumb.to)}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface TreeNode {
  readonly slug: string;
  readonly label: string;
  readonly children?: readonly TreeNode[] | null;
}

/**
 * The crumbs of a category path (`martinique/maison/cuisine`: root first), labelled from the
 * region's category tree; the last one is linked only with `linkLast` (e.g. on a product page).
 */
export function categoryCrumbs(tree: readonly TreeNode[], path: string, linkLast: boolean): Crumb[] {
  const slugs = path.split('/').slice(1);
  let level: readonly TreeNode[] = tree;
  return slugs.map((slug, index) => {
    const node = level.find((c) => c.slug === slug);
    level = node?.children ?? [];
    const last = index === slugs.length - 1;
    const to = `categorie/${slugs.slice(0, index + 1).join('/')}`;
    return { label: node?.label ?? slug, ...(last && !linkLast ? {} : { to }) };
  });
}
