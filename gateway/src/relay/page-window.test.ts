import { describe, expect, it } from 'vitest';
import { planWindow } from './page-window.js';

/** The items the plan fetches, as absolute offsets, cut to the window. */
function windowOf(offset: number, count: number): number[] {
  const plan = planWindow(offset, count);
  const fetched = plan.calls.flatMap(({ page, size }) =>
    Array.from({ length: size }, (_, i) => page * size + i),
  );
  return fetched.slice(plan.skip, plan.skip + count);
}

describe('planWindow', () => {
  it('maps an aligned window to one page of the same size', () => {
    expect(planWindow(40, 20)).toEqual({ calls: [{ page: 2, size: 20 }], skip: 0 });
    expect(planWindow(0, 50)).toEqual({ calls: [{ page: 0, size: 50 }], skip: 0 });
  });

  it('covers an unaligned window with one larger page when one exists', () => {
    expect(planWindow(5, 10)).toEqual({ calls: [{ page: 0, size: 15 }], skip: 5 });
    expect(planWindow(21, 20)).toEqual({ calls: [{ page: 1, size: 21 }], skip: 0 });
  });

  it('falls back to two pages when no single page of at most 100 covers the window', () => {
    const plan = planWindow(50, 100);
    expect(plan.calls).toHaveLength(2);
    expect(plan.calls.every(({ size }) => size <= 100)).toBe(true);
  });

  it('asks one item for an empty window, for the total and the facets', () => {
    expect(planWindow(30, 0)).toEqual({ calls: [{ page: 30, size: 1 }], skip: 0 });
  });

  it('always yields exactly the requested window', () => {
    for (let offset = 0; offset < 260; offset += 7) {
      for (const count of [1, 2, 3, 10, 19, 20, 33, 50, 99, 100]) {
        const plan = planWindow(offset, count);
        expect(plan.calls.length).toBeLessThanOrEqual(2);
        expect(windowOf(offset, count)).toEqual(Array.from({ length: count }, (_, i) => offset + i));
      }
    }
  });
});
