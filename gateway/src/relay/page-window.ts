import { MAX_PAGE_SIZE } from '@shop/domain';

/** One upstream page call: `page` from 0, `size` items per page. */
export interface PageCall {
  page: number;
  size: number;
}

/** The upstream pages covering a window, and where the window starts in their concatenation. */
export interface WindowPlan {
  calls: PageCall[];
  skip: number;
}

/**
 * Maps a Relay window (`count` items from `offset`) onto the upstream's page/size paging with the
 * fewest calls, then the smallest pages: an aligned window is one call of `size = count`; an
 * unaligned one usually still fits in one larger page, and never needs more than two calls.
 * An empty window still makes one call of one item, for the total and the facets.
 */
export function planWindow(offset: number, count: number, maxSize: number = MAX_PAGE_SIZE): WindowPlan {
  if (count === 0) return { calls: [{ page: offset, size: 1 }], skip: 0 };
  const last = offset + count - 1;
  for (let callCount = 1; ; callCount++) {
    for (let size = Math.ceil(count / callCount); size <= maxSize; size++) {
      const first = Math.floor(offset / size);
      if (Math.floor(last / size) - first < callCount) {
        const calls = Array.from({ length: callCount }, (_, i) => ({ page: first + i, size }));
        return { calls, skip: offset - first * size };
      }
    }
  }
}
