import type { BoardCode } from '../../src/api/types';
import { tourOperators } from './lexicon';
import { nameKinds, namePrefixes, nameWords, streetWords } from './names';
import { slugify } from './slug';
import type { CatalogueHotel, DestinationNode, RoomType } from './model';
import { gaussian, intBetween, mulberry32, pick, pickSome, type Rng } from './prng';

/** Price level per country relative to Spain's average (EUR per person and night). */
const countryPriceFactor: Record<string, number> = {
  ES: 1.1,
  GR: 1,
  TR: 0.78,
  IT: 1.2,
  PT: 1.05,
  EG: 0.66,
  HR: 1,
  CY: 1.05,
  TN: 0.6,
  BG: 0.56,
};
const starNightPrice: Record<number, number> = { 0: 30, 2: 30, 3: 44, 4: 64, 5: 108 };
const allInclusiveCountries = new Set(['TR', 'EG', 'TN', 'BG', 'CY']);
const boardOrder: BoardCode[] = ['RO', 'BB', 'HB', 'FB', 'AI'];
const extraRooms: RoomType[] = [
  { code: 'SUP', factor: 1.15, views: [] },
  { code: 'FAM', factor: 1.1, views: [] },
  { code: 'JSU', factor: 1.35, views: [] },
  { code: 'SUI', factor: 1.7, views: [] },
  { code: 'APT', factor: 0.95, views: [] },
  { code: 'STU', factor: 0.9, views: [] },
  { code: 'BGL', factor: 1.2, views: [] },
];
export const boostCollection = 'Premium Collection';

function pickCategory(rng: Rng): number {
  const r = rng();
  if (r < 0.02) return 0;
  if (r < 0.1) return 2;
  if (r < 0.42) return 3;
  if (r < 0.84) return 4;
  return 5;
}

function pickBoards(rng: Rng, countryCode: string, category: number): BoardCode[] {
  const boards = new Set<BoardCode>(['BB']);
  if (rng() < 0.75) boards.add('HB');
  if (allInclusiveCountries.has(countryCode) ? rng() < 0.85 : rng() < 0.35) boards.add('AI');
  if (rng() < 0.15 && category >= 3) boards.add('FB');
  if (rng() < 0.25 && category <= 3) boards.add('RO');
  return boardOrder.filter((code) => boards.has(code));
}

function pickRooms(rng: Rng, lake: boolean): RoomType[] {
  const viewPool = lake ? ['LKV', 'MV', 'GV'] : ['SV', 'SSV', 'GV', 'PV', 'LV'];
  const withViews = (room: RoomType): RoomType => ({
    ...room,
    views: pickSome(rng, viewPool, intBetween(rng, 1, 2)),
  });
  const rooms = [withViews({ code: 'DBL', factor: 1, views: [] })];
  return rooms.concat(pickSome(rng, extraRooms, intBetween(rng, 1, 3)).map(withViews));
}

function pickAttributes(
  rng: Rng,
  hotel: { category: number; beachDistance: number },
  node: DestinationNode,
): string[] {
  const luxury = hotel.category >= 4;
  const chance: [string, number][] = [
    ['beach', hotel.beachDistance <= 150 ? 1 : 0],
    ['pool', 0.82],
    ['indoorPool', luxury ? 0.3 : 0.08],
    ['wifi', 0.92],
    ['spa', luxury ? 0.6 : 0.15],
    ['fitness', luxury ? 0.7 : 0.25],
    ['golf', ['tr-turkish-riviera', 'pt-algarve'].includes(node.parentId ?? '') ? 0.45 : 0.1],
    ['parking', 0.6],
    ['pets', 0.08],
    ['accessible', 0.3],
    ['airCondition', node.climate === 'lake' ? 0.5 : 0.88],
    ['diving', node.climate === 'redsea' ? 0.6 : 0.05],
    ['tennis', 0.25],
  ];
  const codes = chance.filter(([, p]) => rng() < p).map(([code]) => code);
  const concept = rng();
  if (concept < 0.3) codes.push('kidsClub', ...(rng() < 0.5 ? ['aquapark'] : []));
  else if (concept < 0.4) codes.push('adultsOnly');
  return codes;
}

function hotelName(rng: Rng, countryCode: string, cityName: string, used: Set<string>): string {
  const words = nameWords[countryCode] ?? nameWords.ES ?? ['Sol'];
  const prefix = pick(rng, namePrefixes);
  const base = [prefix, pick(rng, words), pick(rng, nameKinds)].filter(Boolean).join(' ');
  let name = base;
  if (used.has(name)) name = `${base} ${cityName}`;
  for (let n = 2; used.has(name); n++) name = `${base} ${cityName} ${n}`;
  used.add(name);
  return name;
}

/** Scatters 28 to 40 hotels around every city. */
export function generateHotels(
  seed: number,
  nodes: Map<string, DestinationNode>,
): CatalogueHotel[] {
  const rng = mulberry32(seed);
  const hotels: CatalogueHotel[] = [];
  const usedNames = new Set<string>();
  const cities = [...nodes.values()].filter((node) => node.type === 'city');
  for (const cityNode of cities) {
    const region = nodes.get(cityNode.parentId ?? '');
    const country = nodes.get(region?.parentId ?? '');
    if (!region || !country) continue;
    const count = intBetween(rng, 28, 40);
    for (let i = 0; i < count; i++) {
      const index = hotels.length;
      const category = pickCategory(rng);
      const beachDistance = rng() < 0.35 ? intBetween(rng, 0, 80) : intBetween(rng, 100, 2500);
      const name = hotelName(rng, country.countryCode, cityNode.name, usedNames);
      const quality = Math.min(
        1,
        Math.max(0, 0.5 + (category - 3.5) * 0.12 + gaussian(rng) * 0.12),
      );
      const spread = Math.min(0.05, Math.abs(gaussian(rng)) * 0.012 + 0.002);
      const angle = rng() * Math.PI * 2;
      hotels.push({
        id: 100001 + index,
        giataCode: 300000 + index * 13 + intBetween(rng, 0, 12),
        name,
        slugName: slugify(name),
        slugPath: `${country.slug}/${region.slug}/${cityNode.slug}`,
        category,
        countryId: country.id,
        regionId: region.id,
        cityId: cityNode.id,
        lat: round(cityNode.lat + Math.sin(angle) * spread, 5),
        lng: round(cityNode.lng + Math.cos(angle) * spread * 1.3, 5),
        attributes: pickAttributes(rng, { category, beachDistance }, cityNode),
        boards: pickBoards(rng, country.countryCode, category),
        rooms: pickRooms(rng, cityNode.climate === 'lake'),
        nightPrice: Math.round(
          (starNightPrice[category] ?? 44) *
            (countryPriceFactor[country.countryCode] ?? 1) *
            (0.8 + rng() * 0.5),
        ),
        ratings: {
          holidaycheck: round(Math.min(5.9, 3.6 + quality * 2.3), 1),
          trustyou: round(Math.min(5, 3.4 + quality * 1.5), 1),
          tripadvisor: Math.round((3 + quality * 2) * 2) / 2,
        },
        reviewsCount: 15 + Math.floor(rng() * 500 * Math.max(1, category)),
        recommendation: Math.round(60 + quality * 39),
        tourOperator: pick(rng, tourOperators).code,
        beachDistance,
        transferIncluded: rng() < 0.4,
        collection: category >= 4 && rng() < 0.15 ? boostCollection : null,
        street: `${streetWords[country.countryCode] ?? 'Street'} ${pick(rng, nameWords[country.countryCode] ?? ['Mar'])} ${intBetween(rng, 1, 180)}`,
        zip: String(intBetween(rng, 10000, 89999)),
      });
      cityNode.hotelIds.push(100001 + index);
    }
  }
  return hotels;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
