import { isIsoDate } from './dates';
import { generateHotels } from './hotels';
import type { Catalogue } from './model';
import { buildDestinationTree } from './tree';

export interface CatalogueOptions {
  seed: number;
  /** YYYY-MM-DD: the fixed "today" offers start after. Generation never reads the clock. */
  today: string;
}

/** Builds the whole catalogue from a seed; offers and texts are computed later, on demand. */
export function buildCatalogue({ seed, today }: CatalogueOptions): Catalogue {
  if (!isIsoDate(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  const { nodes, countryIds } = buildDestinationTree();
  const hotels = generateHotels(seed, nodes);
  const hotelsById = new Map(hotels.map((hotel) => [hotel.id, hotel]));

  // Regions and countries own the hotels of their cities; POIs list the hotels of their city.
  for (const hotel of hotels) {
    nodes.get(hotel.regionId)?.hotelIds.push(hotel.id);
    nodes.get(hotel.countryId)?.hotelIds.push(hotel.id);
  }
  for (const node of nodes.values()) {
    if (node.type !== 'poi') continue;
    const cityNode = nodes.get(node.parentId ?? '');
    if (cityNode) node.hotelIds = [...cityNode.hotelIds];
  }

  return {
    seed,
    today,
    destinations: nodes,
    countryIds,
    hotels,
    hotelsById,
    byStaticGroupId: new Map([...nodes.values()].map((node) => [node.staticGroupId, node])),
  };
}
