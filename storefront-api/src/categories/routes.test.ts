import type { Category, ProductPage, RootCategory } from '@shop/domain';
import { TERRITORIES } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/database.js';
import { getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

const flatten = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const french = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

describe('GET /categories/roots', () => {
  it('lists the six regions with their country code, alternates and one xDefault', async () => {
    const roots = await getOk<RootCategory[]>('/categories/roots', { region: null });
    expect(roots.map((r) => r.countryCode).sort()).toEqual(['BL', 'GP', 'GY', 'MF', 'MQ', 'RE']);
    for (const root of roots) {
      const territory = TERRITORIES.find((t) => t.code === root.countryCode)!;
      expect(root.path).toBe(territory.rootPath);
      expect(root.label).toBe(territory.label);
      expect(root.alternates.sort()).toEqual(
        roots
          .filter((other) => other.path !== root.path)
          .map((other) => other.path)
          .sort(),
      );
    }
    expect(roots.filter((r) => r.xDefault)).toHaveLength(1);
  });

  it('gives English labels with locale=en', async () => {
    const roots = await getOk<RootCategory[]>('/categories/roots?locale=en', { region: null });
    expect(roots.find((r) => r.countryCode === 'GY')?.label).toBe('French Guiana');
    expect(roots.find((r) => r.countryCode === 'RE')?.label).toBe('Reunion');
  });
});

describe('GET /categories', () => {
  let tree: Category[];
  beforeAll(async () => {
    tree = await getOk<Category[]>('/categories', { region: 'guadeloupe' });
  });

  it('is a tree of at least three levels under the region', () => {
    const all = flatten(tree);
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...all.map((c) => c.level))).toBeGreaterThanOrEqual(3);
    const check = (nodes: Category[], level: number, parentSlugs: string[]) => {
      for (const node of nodes) {
        expect(node.level).toBe(level);
        expect(node.parentSlugs).toEqual(parentSlugs);
        expect(node.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(node.path).toBe(['guadeloupe', ...parentSlugs, node.slug].join('/'));
        check(node.children, level + 1, [...parentSlugs, node.slug]);
      }
    };
    check(tree, 1, []);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it('sorts every level alphabetically with the French collation (É among the E)', () => {
    for (const siblings of [tree, ...flatten(tree).map((c) => c.children)]) {
      const labels = siblings.map((c) => c.label);
      expect(labels).toEqual([...labels].sort(french.compare));
    }
    const labels = tree.map((c) => c.label);
    // Code-point order would put every accented capital after Z.
    expect(labels.indexOf('Électroménager')).toBeLessThan(labels.indexOf('Image et son'));
    expect(labels.indexOf('Épicerie fine')).toBeLessThan(labels.indexOf('Mode'));
  });

  it('counts in a parent the products of its descendants', () => {
    for (const node of flatten(tree)) {
      if (node.children.length === 0) continue;
      expect(node.productCount, node.path).toBe(node.children.reduce((sum, c) => sum + c.productCount, 0));
    }
    expect(tree.reduce((sum, c) => sum + c.productCount, 0)).toBeGreaterThan(100);
  });

  it('has product counts equal to the totals of /products/category, per region', async () => {
    for (const region of ['guadeloupe', 'saint-barthelemy']) {
      const categories = flatten(await getOk<Category[]>('/categories', { region }));
      // Every level-1 category, and a sample of the deeper ones.
      const sample = categories.filter((c, i) => c.level === 1 || i % 7 === 0);
      for (const category of sample) {
        const page = await getOk<ProductPage>(
          url('/products/category', { categoryPath: category.path, size: 1 }),
          { region },
        );
        expect(page.total, `${region} ${category.path}`).toBe(category.productCount);
      }
    }
  });

  it('differs between regions where the products sold differ', async () => {
    const [gp, bl] = await Promise.all([
      getOk<Category[]>('/categories', { region: 'guadeloupe' }),
      getOk<Category[]>('/categories', { region: 'saint-barthelemy' }),
    ]);
    expect(flatten(bl).map((c) => c.path.replace(/^[^/]+\//, ''))).toEqual(
      flatten(gp).map((c) => c.path.replace(/^[^/]+\//, '')),
    );
    expect(flatten(bl).map((c) => c.productCount)).not.toEqual(flatten(gp).map((c) => c.productCount));
  });

  it('gives English labels with locale=en, sorted in English', async () => {
    const english = await getOk<Category[]>('/categories?locale=en', { region: 'guadeloupe' });
    const labels = english.map((c) => c.label);
    expect(labels).toContain('Fashion');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
    expect(
      flatten(english)
        .map((c) => c.path)
        .sort(),
    ).toEqual(
      flatten(tree)
        .map((c) => c.path)
        .sort(),
    );
  });
});
