import { readFile } from 'node:fs/promises';
import type { Product } from '@shop/domain';
import { gtinCheckDigit, isValidGtin } from '@shop/domain/barcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEan } from '../seed/generator.js';
import { testApp, testDatabase } from '../testing/database.js';
import { getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

const MIGRATION = new URL('../../db/migrations/0016_barcodes.sql', import.meta.url);

async function rows<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const { db } = await testDatabase();
  return db.query<Row>(sql, params);
}

/** A simple product and a variant with their barcodes, as the seed wrote them. */
async function scannable() {
  const [simple] = await rows<{ reference: string; ean: string }>(
    `SELECT reference, ean FROM products p WHERE parent_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id) ORDER BY id LIMIT 1`,
  );
  const [variant] = await rows<{ reference: string; ean: string; parent: string }>(
    `SELECT v.reference, v.ean, p.reference AS parent FROM products v JOIN products p ON p.id = v.parent_id
     ORDER BY v.id LIMIT 1`,
  );
  return { simple: simple!, variant: variant! };
}

describe('barcodes of the demo catalogue', () => {
  it('gives every sellable product a valid, unique EAN-13 and a configurable parent none', async () => {
    const products = await rows<{ reference: string; ean: string | null; parent: boolean }>(
      `SELECT reference, ean, EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id) AS parent
       FROM products p`,
    );
    for (const { reference, ean, parent } of products) {
      if (parent) expect(ean, reference).toBeNull();
      else expect(ean !== null && ean.length === 13 && isValidGtin(ean), reference).toBe(true);
    }
    const codes = products.flatMap((p) => p.ean ?? []);
    expect(new Set(codes).size).toBe(codes.length);
    // REF-000042 is product 41 (0-based), REF-000042-03 its third variant.
    for (const { reference, ean } of products.filter((p) => !p.parent).slice(0, 50)) {
      const [, number, variant] = /^REF-(\d{6})(?:-(\d{2}))?$/u.exec(reference) ?? [];
      expect(ean, reference).toBe(demoEan(Number(number) - 1, Number(variant ?? 0)));
    }
  });

  it('gives a catalogue seeded before migration 0016 the codes the seed gives', async () => {
    const { simple, variant } = await scannable();
    const { db } = await testDatabase();
    const backfill = (await readFile(MIGRATION, 'utf8')).split(/^UPDATE products p$/mu)[1];
    expect(backfill).toBeDefined();
    const rolledBack = new Error('rolled back');
    const filled = await db
      .transaction(async (tx) => {
        await tx.query('UPDATE products SET ean = NULL');
        await tx.exec(`UPDATE products p ${backfill!}`);
        const again = await tx.query<{ reference: string; ean: string | null }>(
          'SELECT reference, ean FROM products WHERE reference = ANY($1::text[]) ORDER BY reference',
          [[simple.reference, variant.reference, variant.parent]],
        );
        throw Object.assign(rolledBack, { again });
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
        return (error as Error & { again: { reference: string; ean: string | null }[] }).again;
      });
    expect(Object.fromEntries(filled.map((r) => [r.reference, r.ean]))).toEqual({
      [simple.reference]: simple.ean,
      [variant.reference]: variant.ean,
      [variant.parent]: null,
    });
  });

  it('checks digits in the database as the domain does, and refuses a wrong one', async () => {
    const bodies = Array.from({ length: 300 }, (_, i) => {
      const length = [7, 11, 12, 13][i % 4]!;
      return Array.from({ length }, (_, k) => String((i * 7 + k * 13 + (i >> 2) * k) % 10)).join('');
    });
    const [row] = await rows<{ digits: number[] }>(
      'SELECT array_agg(gtin_check_digit(b) ORDER BY n) AS digits FROM unnest($1::text[]) WITH ORDINALITY AS t(b, n)',
      [bodies],
    );
    expect(row!.digits).toEqual(bodies.map(gtinCheckDigit));

    const { simple } = await scannable();
    const wrong = `${simple.ean.slice(0, 12)}${(Number(simple.ean.slice(12)) + 1) % 10}`;
    const { db } = await testDatabase();
    await expect(
      db.query('UPDATE products SET ean = $1 WHERE reference = $2', [wrong, simple.reference]),
    ).rejects.toThrow(/products_ean_valid/);
  });
});

describe('GET /products/references by barcode', () => {
  it('finds a product and a variant by EAN, beside references, in the order asked', async () => {
    const { simple, variant } = await scannable();
    const products = await getOk<Product[]>(
      url('/products/references', {
        referenceList: `${variant.ean},${simple.reference},${simple.ean},2000000000000`,
      }),
    );
    expect(products.map((p) => [p.reference, p.ean])).toEqual([
      [variant.reference, variant.ean],
      [simple.reference, simple.ean],
      [simple.reference, simple.ean],
    ]);
    expect(products[0]!.isConfigurable).toBe(false);
  });
});
