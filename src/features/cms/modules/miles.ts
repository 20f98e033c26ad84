import type { MilesBadgeModule } from '../../../api/types';
import type { HostConfig } from '../../../config/hostConfig';

export interface MilesRates {
  rate: number;
  rateOriginal?: number;
  earnRates: { regular: number; boost: number };
  boostCollection?: string;
  minimumPointsFee: number;
}

/**
 * The rates come from the module, else the host's `miles`; the host config has no minimum points
 * fee (the shell's schema stays as it is), so a module without one shows none
 * (docs/rules/cms-modules.md, "Miles badge").
 */
export function resolveMilesRates(
  module: Partial<Omit<MilesBadgeModule, 'type' | 'id'>>,
  miles: HostConfig['miles'],
): MilesRates {
  const regular = module.earnRates?.regular ?? miles.earnRate;
  const boostCollection = module.boostCollection ?? miles.boostCollection;
  return {
    rate: module.rate ?? regular,
    ...(module.rateOriginal !== undefined ? { rateOriginal: module.rateOriginal } : {}),
    earnRates: { regular, boost: module.earnRates?.boost ?? miles.boostRate ?? regular },
    ...(boostCollection ? { boostCollection } : {}),
    minimumPointsFee: module.minimumPointsFee ?? 0,
  };
}

/** Boost for hotels of the named collection, regular otherwise. */
export function earnRateFor(rates: MilesRates, hotelCollection?: string): number {
  const boosted = rates.boostCollection !== undefined && hotelCollection === rates.boostCollection;
  return boosted ? rates.earnRates.boost : rates.earnRates.regular;
}

/** Miles badge: price per person times the earn rate, rounded down (whole miles, never more). */
export function badgeMiles(pricePerPerson: number, earnRate: number): number {
  // Rounded to micro-miles first: 0.57 * 100 is 56.99999999999999 in binary floating point.
  const exact = Math.round(pricePerPerson * earnRate * 1e6) / 1e6;
  return Math.max(0, Math.floor(exact));
}
