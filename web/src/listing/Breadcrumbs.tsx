import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { Breadcrumbs_query$key } from '../__generated__/Breadcrumbs_query.graphql.js';
import { useHref } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import { usePageUrl, useServerRender } from '../routing/server-render.js';
import { addStructuredData, useOrigin } from '../seo/JsonLd.js';
import { breadcrumbJsonLd } from '../seo/structuredData.js';
import './Breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Shop path, e.g. `categorie/maison`; the last crumb (the current page) is not linked. */
  to?: string;
}

/**
 * Home, then the given levels; the current page is marked `aria-current`, not linked. Search engines
 * read the same trail as a schema.org `BreadcrumbList` (issue 34).
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  const href = useHref();
  const origin = useOrigin();
  const page = usePageUrl().split('?', 1)[0]!;
  const server = useServerRender();
  const all: Crumb[] = [{ label: t('catalog.home'), to: '' }, ...items];
  if (import.meta.env.SSR) {
    const trail = all.map((crumb, index) => ({
      name: crumb.label,
      url: index === all.length - 1 || crumb.to === undefined ? page : `${origin}${href(crumb.to)}`,
    }));
    addStructuredData(server, breadcrumbJsonLd(trail));
  }
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

interface TreeNode {
  readonly slug: string;
  readonly label: string;
  readonly children?: readonly TreeNode[] | null;
}

/**
 * The crumbs of a category path (`martinique/maison/cuisine`: root first), labelled from the
 * region's category tree; the last one is linked only with `linkLast` (e.g. on a product page).
 */
function categoryCrumbs(tree: readonly TreeNode[], path: string, linkLast: boolean): Crumb[] {
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

/**
 * The breadcrumbs of a page in the category tree (a category, a product): home, the category path's
 * levels labelled from the region's tree (read here, from the page query's root), then `current`
 * when given. The path's last level is linked only with `linkLast`.
 */
export function CategoryBreadcrumbs({
  query,
  path,
  linkLast = false,
  current,
}: {
  query: Breadcrumbs_query$key;
  /** Category path, root segment first; none: home, then `current`. */
  path: string | undefined;
  linkLast?: boolean;
  current?: string;
}) {
  const data = useFragment(
    graphql`
      fragment Breadcrumbs_query on Query {
        categories {
          slug
          label
          children {
            slug
            label
            children {
              slug
              label
            }
          }
        }
      }
    `,
    query,
  );
  const crumbs = path ? categoryCrumbs(data.categories ?? [], path, linkLast) : [];
  return <Breadcrumbs items={current === undefined ? crumbs : [...crumbs, { label: current }]} />;
}
