import type { Category, Locale, RootCategory, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import type * as categoryRepository from './repository.js';
import type { CategoryRow } from './repository.js';

const collator = (locale: Locale) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true });

export class CategoryService {
  constructor(private readonly deps: { db: Queryable; repository: typeof categoryRepository }) {}

  async rootCategories(locale: Locale): Promise<RootCategory[]> {
    const regions = await this.deps.repository.listRegions(this.deps.db, locale);
    return regions.map((r) => ({
      path: r.root_path,
      label: r.label,
      countryCode: r.code,
      alternates: regions.filter((other) => other.code !== r.code).map((other) => other.root_path),
      xDefault: r.is_default,
    }));
  }

  /** The region's tree: level-1 categories with their descendants, each level sorted alphabetically. */
  async categoryTree(territory: TerritoryCode, locale: Locale): Promise<Category[]> {
    const rows = await this.deps.repository.listCategories(this.deps.db, territory, locale);
    const compare = collator(locale).compare;
    const nodes = new Map<string, Category>();
    for (const row of rows) nodes.set(row.id, toCategory(row));
    const roots: Category[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    const sort = (list: Category[]) => {
      list.sort((a, b) => compare(a.label, b.label));
      for (const c of list) sort(c.children);
    };
    sort(roots);
    return roots;
  }
}

function toCategory(row: CategoryRow): Category {
  const segments = row.rel_path.split('/');
  return {
    id: row.id,
    label: row.label,
    path: row.path,
    slug: row.slug,
    parentSlugs: segments.slice(0, -1),
    level: row.level,
    productCount: row.product_count,
    optionalAttributes: row.optional_attributes,
    requiredAttributes: row.required_attributes,
    additionalAttributes: row.additional_attributes,
    children: [],
  };
}
