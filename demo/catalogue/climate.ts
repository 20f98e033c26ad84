/** Monthly climate and demand curves (January first) that drive temperatures and prices. */
export type ClimateKey =
  | 'balearic'
  | 'canary'
  | 'aegean'
  | 'levant'
  | 'redsea'
  | 'tunisia'
  | 'italy'
  | 'atlantic'
  | 'adriatic'
  | 'blacksea'
  | 'lake';

interface Climate {
  air: readonly number[];
  water: readonly number[];
  /** Price multiplier per month: high in the season people travel there. */
  demand: readonly number[];
}

const summerDemand = [0.72, 0.72, 0.8, 0.92, 1.0, 1.18, 1.38, 1.45, 1.15, 0.95, 0.75, 0.85];
const winterSunDemand = [1.15, 1.12, 1.1, 1.15, 0.92, 0.9, 1.05, 1.1, 0.95, 1.05, 1.08, 1.25];

export const climates: Record<ClimateKey, Climate> = {
  balearic: {
    air: [15, 15, 17, 19, 23, 27, 30, 30, 27, 23, 19, 16],
    water: [14, 14, 14, 15, 18, 22, 25, 26, 24, 21, 18, 15],
    demand: summerDemand,
  },
  canary: {
    air: [21, 21, 22, 22, 24, 25, 27, 28, 27, 26, 24, 22],
    water: [19, 18, 18, 19, 20, 21, 22, 23, 23, 23, 21, 20],
    demand: winterSunDemand,
  },
  aegean: {
    air: [14, 15, 17, 20, 25, 29, 32, 32, 28, 24, 19, 16],
    water: [16, 15, 16, 17, 20, 23, 25, 25, 24, 22, 19, 17],
    demand: summerDemand,
  },
  levant: {
    air: [15, 16, 19, 22, 27, 31, 34, 34, 31, 26, 21, 17],
    water: [18, 17, 18, 19, 22, 25, 28, 29, 28, 25, 22, 20],
    demand: summerDemand,
  },
  redsea: {
    air: [22, 23, 26, 29, 33, 35, 36, 36, 34, 31, 27, 24],
    water: [22, 21, 22, 23, 25, 27, 28, 28, 28, 27, 25, 23],
    demand: winterSunDemand,
  },
  tunisia: {
    air: [16, 17, 19, 22, 26, 30, 33, 33, 30, 26, 21, 17],
    water: [15, 15, 15, 16, 19, 22, 25, 27, 26, 24, 20, 17],
    demand: summerDemand,
  },
  italy: {
    air: [14, 14, 16, 19, 23, 27, 30, 30, 27, 23, 19, 15],
    water: [15, 14, 14, 15, 18, 22, 25, 26, 24, 22, 19, 16],
    demand: summerDemand,
  },
  atlantic: {
    air: [16, 17, 19, 20, 23, 26, 29, 29, 26, 23, 19, 17],
    water: [15, 15, 15, 16, 17, 19, 20, 21, 20, 19, 17, 16],
    demand: summerDemand,
  },
  adriatic: {
    air: [10, 11, 14, 18, 23, 27, 30, 30, 25, 20, 15, 11],
    water: [13, 12, 13, 15, 18, 22, 24, 25, 23, 20, 17, 14],
    demand: summerDemand,
  },
  blacksea: {
    air: [5, 7, 11, 16, 21, 26, 29, 29, 24, 18, 12, 7],
    water: [8, 7, 8, 11, 16, 21, 24, 25, 22, 18, 14, 10],
    demand: summerDemand,
  },
  lake: {
    air: [7, 9, 14, 18, 23, 27, 30, 29, 24, 18, 12, 8],
    water: [8, 8, 9, 12, 16, 20, 23, 24, 21, 17, 13, 9],
    demand: summerDemand,
  },
};

function monthValue(values: readonly number[], month: number): number {
  return values[(month - 1 + 12) % 12] ?? 0;
}

export function airTemp(climate: ClimateKey, month: number): number {
  return monthValue(climates[climate].air, month);
}

export function waterTemp(climate: ClimateKey, month: number): number {
  return monthValue(climates[climate].water, month);
}

export function demand(climate: ClimateKey, month: number): number {
  return monthValue(climates[climate].demand, month);
}
