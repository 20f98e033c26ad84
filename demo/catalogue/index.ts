import { buildCatalogue, type CatalogueOptions } from './build';
import { isoDateOf } from './dates';
import type { Catalogue } from './model';

export { buildCatalogue } from './build';
export type { CatalogueOptions } from './build';
export type { Catalogue, CatalogueHotel, DestinationNode, Language } from './model';

/** Seed of the demo catalogue; DEMO_SEED overrides it for exploring other data. */
export const defaultSeed = 20260101;

let current: Catalogue | null = null;

function envSeed(): number {
  const raw = typeof process === 'undefined' ? undefined : process.env.DEMO_SEED;
  const parsed = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(parsed) ? parsed : defaultSeed;
}

/**
 * The catalogue the handlers serve, built once on first use. "Today" is read from the clock here,
 * outside generation, so offers always start tomorrow.
 */
export function getCatalogue(): Catalogue {
  current ??= buildCatalogue({ seed: envSeed(), today: isoDateOf(new Date()) });
  return current;
}

/** Rebuilds the served catalogue with fixed options (tests pin seed and today). */
export function rebuildCatalogue(options: CatalogueOptions): Catalogue {
  current = buildCatalogue(options);
  return current;
}
