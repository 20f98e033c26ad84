/**
 * Small deterministic random tools. The catalogue never calls Math.random or reads the clock:
 * everything derives from a seed, so the same seed always gives the same data.
 */
export type Rng = () => number;

/** mulberry32: fast 32-bit generator with good enough spread for demo data. */
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

/** FNV-1a with a final avalanche, so neighbouring inputs give unrelated outputs. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable number in [0, 1) for a tuple of parts: lazily computed data uses this. */
export function hashUnit(seed: number, ...parts: (string | number)[]): number {
  return hashString(parts.join('|'), seed) / 4294967296;
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Picks `count` distinct items, keeping their original order. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const indexed = items.map((item, index) => ({ item, index, key: rng() }));
  return indexed
    .sort((a, b) => a.key - b.key)
    .slice(0, Math.min(count, items.length))
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.item);
}

/** Roughly normal value around 0 with unit spread (sum of uniforms). */
export function gaussian(rng: Rng): number {
  return (rng() + rng() + rng() + rng() - 2) * 1.7;
}

/** Integer-only hash for hot loops (offer pricing): no strings, no allocations. */
export function hashInts(seed: number, a: number, b = 0, c = 0, d = 0): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = mixIn(h, a);
  h = mixIn(h, b);
  h = mixIn(h, c);
  h = mixIn(h, d);
  return (h >>> 0) / 4294967296;
}

function mixIn(h: number, part: number): number {
  let x = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}

const codeNumbers = new Map<string, number>();

/** A short code as an integer for hashInts (memoised: codes repeat millions of times). */
export function codeNumber(code: string): number {
  let n = codeNumbers.get(code);
  if (n === undefined) {
    n = 0;
    for (let i = 0; i < code.length; i++) n = n * 64 + code.charCodeAt(i);
    codeNumbers.set(code, n);
  }
  return n;
}
