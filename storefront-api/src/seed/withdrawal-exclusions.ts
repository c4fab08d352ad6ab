/**
 * The demo catalogue's exceptions to the right of withdrawal (L221-28, issue 32): fresh cheese and
 * foie gras perish, opened baby-care products cannot come back for hygiene, a four-poster bed is
 * made to order. A real catalogue sets `products.withdrawal_exclusion` through its import.
 */
import type { Queryable } from '../db/database.js';

const RULES: readonly { exclusion: string; categoryPath?: string; namePrefix?: string }[] = [
  { exclusion: 'PERISHABLE', categoryPath: '%/fromages-et-foie-gras' },
  { exclusion: 'SEALED_HYGIENE', categoryPath: '%/lingettes-et-soins' },
  { exclusion: 'MADE_TO_MEASURE', namePrefix: 'Lit à baldaquin' },
];

export async function markWithdrawalExclusions(tx: Queryable): Promise<void> {
  for (const rule of RULES)
    await tx.query(
      `UPDATE products SET withdrawal_exclusion = $1
       WHERE ($2::text IS NULL OR category_rel_path LIKE $2) AND ($3::text IS NULL OR name LIKE $3 || '%')`,
      [rule.exclusion, rule.categoryPath ?? null, rule.namePrefix ?? null],
    );
}
