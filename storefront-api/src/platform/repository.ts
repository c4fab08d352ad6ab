import type { Queryable } from '../db/database.js';

export async function countRegions(db: Queryable): Promise<number> {
  const [row] = await db.query<{ regions: number }>('SELECT count(*)::int AS regions FROM regions');
  return row?.regions ?? 0;
}
