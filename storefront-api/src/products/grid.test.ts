import {
  GRID_MAX_ROWS,
  type ApiError,
  type CategoryGrid,
  type GridRows,
  type ProductPage,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';
import { documentedReplies } from '../testing/openapi.js';

const FIND_ONE = '/products/category/findOne';

async function findOne(body: unknown, region = 'martinique'): Promise<{ status: number; body: unknown }> {
  const app = await testApp();
  const reply = await app.inject({
    method: 'POST',
    url: FIND_ONE,
    headers: { 'root-category': region, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: reply.statusCode, body: reply.json() };
}

const rows = (paths: unknown, region = 'martinique') =>
  getOk<GridRows>(url('/products/category', { columnFilters: JSON.stringify({ categ_path: paths }) }), {
    region,
  });

/** A level-1 category of Martinique with products, and one of its children. */
let parent: string;
let child: string;

beforeAll(async () => {
  const { db } = await testDatabase();
  const [row] = await db.query<{ parent: string; child: string }>(
    `SELECT p.path AS parent, c.path AS child FROM categories p JOIN categories c ON c.parent_id = p.id
     WHERE p.territory = 'MQ' AND p.level = 1
       AND EXISTS (SELECT 1 FROM listings l WHERE l.territory = 'MQ' AND l.category_rel_path LIKE c.rel_path || '%')
     ORDER BY p.path, c.path LIMIT 1`,
  );
  parent = row!.parent;
  child = row!.child;
});

describe('POST products/category/findOne', () => {
  it('answers the columns of the subtree’s attributes, internal ones left out, and their filters', async () => {
    const { status, body } = await findOne({ attrId: 'categ_path', attrValue: parent, categoryUp: false });
    expect(status).toBe(200);
    const grid = body as CategoryGrid;
    const { expectReply } = await documentedReplies();
    expectReply('POST', FIND_ONE, 200, grid);
    expect(grid.path).toBe(parent);
    expect(grid.productCount).toBeGreaterThan(0);
    expect(grid.columnDefs.length).toBeGreaterThan(0);
    const { db } = await testDatabase();
    const internal = await db.query<{ name: string }>('SELECT name FROM attributes WHERE is_internal');
    const fields = grid.columnDefs.map((c) => c.field);
    for (const { name } of internal) expect(fields).not.toContain(name);
    for (const filter of grid.filters) {
      expect(fields).toContain(filter.name);
      expect(grid.columnDefs.find((c) => c.field === filter.name)?.filterable).toBe(true);
    }
    // The facet counts are the listing's, over the whole category.
    const page = await getOk<ProductPage>(url('/products/category', { categoryPath: parent, size: 1 }));
    expect(grid.filters).toEqual(page.filters.filter((f) => fields.includes(f.name)));
  });

  it('says how each column is displayed: DEFAULT, or NONE for the storefront to hide (spec 3)', async () => {
    const request = { attrId: 'categ_path', attrValue: parent };
    const before = (await findOne(request)).body as CategoryGrid;
    expect(new Set(before.columnDefs.map((c) => c.displayType))).toEqual(new Set(['DEFAULT']));
    const hidden = before.columnDefs[0]!.field;
    const { db } = await testDatabase();
    await db.query(`UPDATE attributes SET display_type = 'NONE' WHERE name = $1`, [hidden]);
    try {
      // The definitions are kept in memory until the write's notification is heard: a moment.
      const displayType = async () =>
        ((await findOne(request)).body as CategoryGrid).columnDefs.find((c) => c.field === hidden)
          ?.displayType;
      await expect.poll(displayType).toBe('NONE');
      const after = (await findOne(request)).body as CategoryGrid;
      // The upstream still lists it (the storefront hides it, `withoutHiddenColumns` in the domain).
      const { expectReply } = await documentedReplies();
      expectReply('POST', FIND_ONE, 200, after);
      await expect(
        db.query(`UPDATE attributes SET display_type = 'HIDDEN' WHERE name = $1`, [hidden]),
      ).rejects.toThrow();
    } finally {
      await db.query(`UPDATE attributes SET display_type = 'DEFAULT' WHERE name = $1`, [hidden]);
      await expect
        .poll(async () => ((await findOne(request)).body as CategoryGrid).columnDefs[0]?.displayType)
        .toBe('DEFAULT');
    }
  });

  it('walks up to the nearest known category only with categoryUp', async () => {
    const lost = `${child}/plus-la`;
    expect((await findOne({ attrId: 'categ_path', attrValue: lost })).status).toBe(404);
    const { status, body } = await findOne({ attrId: 'categ_path', attrValue: lost, categoryUp: true });
    expect(status).toBe(200);
    expect((body as CategoryGrid).path).toBe(child);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{ attrId: 'slug', attrValue: parent }, /attrId doit valoir categ_path/u],
      [{ attrId: 'categ_path', attrValue: 'Martinique/<script>' }, /chemin de catégorie invalide/u],
      [{ attrId: 'categ_path', attrValue: parent, extra: 1 }, /clé inconnue : extra/u],
      [{ attrId: 'categ_path', attrValue: parent, categoryUp: 'oui' }, /categoryUp/u],
      [[], /requête|expected object/iu],
    ];
    for (const [body, message] of cases) {
      const reply = await findOne(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((reply.body as ApiError).errorCode).toBe('invalid-request');
      expect((reply.body as ApiError).errorMessage).toMatch(message);
    }
    // Another region's category is not this one's.
    expect((await findOne({ attrId: 'categ_path', attrValue: parent }, 'guadeloupe')).status).toBe(404);
  });
});

describe('GET products/category with columnFilters', () => {
  it('answers every listed product of the categories as rows, priced like the listing', async () => {
    const grid = await rows([parent]);
    const { expectReply } = await documentedReplies();
    expectReply('GET', '/products/category', 200, grid);
    const page = await getOk<ProductPage>(url('/products/category', { categoryPath: parent, size: 100 }));
    expect(grid.total).toBe(page.total);
    expect(grid.rows).toHaveLength(Math.min(page.total, GRID_MAX_ROWS));
    // Best first, as the listing's default sort.
    expect(grid.rows.slice(0, page.products.length).map((r) => r.id)).toEqual(page.products.map((p) => p.id));
    for (const product of page.products) {
      const row = grid.rows.find((r) => r.id === product.id)!;
      expect(row.price?.taxIncluded ?? null).toBe(product.taxIncludedPrice);
      expect(row.defaultOfferId).toBe(product.defaultOfferId);
      expect(row.stockQuantity).toBe(product.stockQuantity);
      expect(row.attributes).toEqual(
        Object.fromEntries(
          Object.entries(product.attributeValuesByAttributeName).map(([name, v]) => [name, v.value]),
        ),
      );
    }
  });

  it('pages the rows with page and size, the total of them all on every page', async () => {
    const whole = await rows([parent]);
    const filters = JSON.stringify({ categ_path: [parent] });
    const second = await getOk<GridRows>(
      url('/products/category', { columnFilters: filters, page: 1, size: 7 }),
    );
    expect(second.total).toBe(whole.total);
    expect(second.rows.map((r) => r.id)).toEqual(whole.rows.slice(7, 14).map((r) => r.id));
    const past = await getOk<GridRows>(
      url('/products/category', { columnFilters: filters, page: 999, size: 7 }),
    );
    expect(past).toEqual({ rows: [], total: whole.total });
  });

  it('takes several categories at once, or one as a plain text', async () => {
    const both = await rows([child, parent]);
    const one = await rows(parent);
    expect(both.total).toBe(one.total);
    expect(new Set(both.rows.map((r) => r.id))).toEqual(new Set(one.rows.map((r) => r.id)));
    const only = await rows([child]);
    expect(only.rows.every((r) => r.categoryPath === child || r.categoryPath.startsWith(`${child}/`))).toBe(
      true,
    );
  });

  it('refuses bad JSON, unknown keys and other parameters with a clear 400', async () => {
    const bad = (columnFilters: string, extra: Record<string, string> = {}) =>
      getError(url('/products/category', { columnFilters, ...extra }), 400, 'invalid-request');
    expect((await bad('{categ_path:')).errorMessage).toMatch(/columnFilters doit être un objet JSON/u);
    const unknownKey = await bad('{"ville":["x"]}');
    expect(unknownKey.errorMessage).toMatch(/categ_path : requis/u);
    expect(JSON.stringify(unknownKey.errorData)).toMatch(/clé inconnue : ville \(categ_path\)/u);
    expect((await bad('{"categ_path":[]}')).errorMessage).toMatch(/au moins une catégorie/u);
    expect((await bad('{"categ_path":["../etc"]}')).errorMessage).toMatch(/chemin de catégorie invalide/u);
    await bad(JSON.stringify({ categ_path: Array.from({ length: 21 }, () => parent) }));
    await bad(JSON.stringify({ categ_path: [parent] }), { sort: 'price,asc' });
    await bad(JSON.stringify({ categ_path: [parent] }), { size: '5001' });
    await bad(JSON.stringify({ categ_path: [parent] }), { page: '-1' });
    await getError(
      url('/products/category', { columnFilters: JSON.stringify({ categ_path: ['martinique/inconnue'] }) }),
      404,
      'category-not-found',
    );
    await getError(
      url('/products/category', { columnFilters: JSON.stringify({ categ_path: [parent] }) }),
      404,
      'category-not-found',
      { region: 'guadeloupe' },
    );
  });
});
