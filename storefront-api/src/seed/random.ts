/**
 * Small deterministic helpers for the demo data: a seeded PRNG (mulberry32) and a string hash
 * (FNV-1a). Never Math.random(): the same seed always gives the same catalogue.
 */
export type Rng = () => number;

/** FNV-1a 32-bit hash of a string (UTF-16 code units). */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rngFor(key: string): Rng {
  return mulberry32(hash32(key));
}

/** Integer in [min, max], both included. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick() from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

/** Picks from `[value, weight]` pairs. */
export function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new RangeError('weighted() from an empty list');
  return last[0];
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** `n` distinct items, kept in their original order. */
export function sampleInOrder<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const chosen = new Set(shuffled(rng, [...items.keys()]).slice(0, n));
  return items.filter((_, index) => chosen.has(index));
}
