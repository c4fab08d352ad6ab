/**
 * The Redis sets every write touches never expire while the shop is busy (each write gives them a
 * new life, `store.ts`), so they keep naming replies long gone: the `Catalogue:all` tag names every
 * reply written since the shop started (each search term, each page of each listing), and the
 * plugin's sets by type the same per type. A sweep takes those members out, a batch at a time.
 */
import type { Redis } from 'ioredis';

const BATCH = 500;

/**
 * Per batch, atomically: the members whose reply is gone, removed from the set. In one script, so
 * that a reply written again between the check and the removal keeps its membership (a drop must
 * still find it). The replies' keys are built with the connection's prefix, which ioredis adds to
 * KEYS but not to ARGV; a single Redis, not a cluster (the replies' keys are not declared).
 */
const REMOVE_DEAD = `
local prefix = ARGV[1]
local dead = {}
for i = 2, #ARGV do
  if redis.call('EXISTS', prefix .. ARGV[i]) == 0 then dead[#dead + 1] = ARGV[i] end
end
if #dead > 0 then redis.call('SREM', KEYS[1], unpack(dead)) end
return #dead`;

/** Removes the members of `set` whose reply has expired or was dropped; answers how many. */
export async function sweepSet(redis: Redis, set: string): Promise<number> {
  const prefix = redis.options.keyPrefix ?? '';
  let cursor = '0';
  let removed = 0;
  do {
    const [next, members] = await redis.sscan(set, cursor, 'COUNT', BATCH);
    cursor = next;
    if (members.length > 0) removed += Number(await redis.eval(REMOVE_DEAD, 1, set, prefix, ...members));
  } while (cursor !== '0');
  return removed;
}
