import { slugify } from './slug';
import type { DestinationNode } from './model';
import { destinationNames } from './localNames';
import { countries } from './places';

/**
 * Builds the country / region / city / POI tree from the place table. Ids and static group ids
 * depend only on the table, never on the seed, so links stay valid across seeds.
 */
export function buildDestinationTree(): {
  nodes: Map<string, DestinationNode>;
  countryIds: string[];
} {
  const nodes = new Map<string, DestinationNode>();
  const countryIds: string[] = [];
  let regionGroup = 1000;
  let cityGroup = 10000;
  let poiGroup = 50000;

  countries.forEach((country, countryIndex) => {
    const countryId = country.code.toLowerCase();
    const firstRegion = country.regions[0];
    const countryNode: DestinationNode = {
      id: countryId,
      name: country.name,
      nameDe: country.nameDe,
      names: destinationNames[countryId],
      type: 'country',
      level: 1,
      staticGroupId: 100 + countryIndex,
      countryCode: country.code,
      slug: slugify(country.name),
      lat: 0,
      lng: 0,
      parentId: null,
      childIds: [],
      hotelIds: [],
      climate: firstRegion?.climate ?? 'balearic',
      airport: firstRegion?.airport ?? '',
      flightMinutes: firstRegion?.flightMinutes ?? 180,
    };
    nodes.set(countryId, countryNode);
    countryIds.push(countryId);

    for (const region of country.regions) {
      const regionId = `${countryId}-${slugify(region.name)}`;
      const regionNode: DestinationNode = {
        ...countryNode,
        id: regionId,
        name: region.name,
        nameDe: region.nameDe,
        // Set on every level: a node copies its parent's fields, local names must not follow.
        names: destinationNames[regionId],
        type: 'region',
        level: 2,
        staticGroupId: regionGroup++,
        slug: slugify(region.name),
        parentId: countryId,
        childIds: [],
        hotelIds: [],
        climate: region.climate,
        airport: region.airport,
        flightMinutes: region.flightMinutes,
      };
      nodes.set(regionId, regionNode);
      countryNode.childIds.push(regionId);

      for (const city of region.cities) {
        const cityId = `${regionId}-${slugify(city.name)}`;
        const cityNode: DestinationNode = {
          ...regionNode,
          id: cityId,
          name: city.name,
          nameDe: city.nameDe,
          names: destinationNames[cityId],
          type: 'city',
          level: 3,
          staticGroupId: cityGroup++,
          slug: slugify(city.name),
          lat: city.lat,
          lng: city.lng,
          parentId: regionId,
          childIds: [],
          hotelIds: [],
        };
        nodes.set(cityId, cityNode);
        regionNode.childIds.push(cityId);

        for (const poi of city.pois) {
          const poiId = `${cityId}-${slugify(poi.name)}`;
          nodes.set(poiId, {
            ...cityNode,
            id: poiId,
            name: poi.name,
            nameDe: poi.nameDe,
            names: destinationNames[poiId],
            type: 'poi',
            level: 4,
            staticGroupId: poiGroup++,
            slug: slugify(poi.name),
            lat: poi.lat,
            lng: poi.lng,
            parentId: cityId,
            childIds: [],
            hotelIds: [],
          });
          cityNode.childIds.push(poiId);
        }
      }
    }
  });

  centreOnChildren(nodes, countryIds);
  return { nodes, countryIds };
}

/** Countries and regions sit at the centre of their cities (for map pins). */
function centreOnChildren(nodes: Map<string, DestinationNode>, countryIds: string[]): void {
  const cityCoords = (node: DestinationNode): { lat: number; lng: number }[] =>
    node.type === 'city'
      ? [{ lat: node.lat, lng: node.lng }]
      : node.childIds.flatMap((id) => {
          const child = nodes.get(id);
          return child && child.type !== 'poi' ? cityCoords(child) : [];
        });
  const visit = (id: string): void => {
    const node = nodes.get(id);
    if (!node || node.type === 'city' || node.type === 'poi') return;
    node.childIds.forEach(visit);
    const coords = cityCoords(node);
    node.lat = coords.reduce((sum, c) => sum + c.lat, 0) / Math.max(coords.length, 1);
    node.lng = coords.reduce((sum, c) => sum + c.lng, 0) / Math.max(coords.length, 1);
  };
  countryIds.forEach(visit);
}

/** Walks up from a node to the country: [country, region, city, ...]. */
export function ancestry(nodes: Map<string, DestinationNode>, id: string): DestinationNode[] {
  const chain: DestinationNode[] = [];
  let current = nodes.get(id);
  while (current) {
    chain.unshift(current);
    current = current.parentId ? nodes.get(current.parentId) : undefined;
  }
  return chain;
}
