import type { BoardCode, DestinationType } from '../../src/api/types';
import type { ClimateKey } from './climate';

/** The generated catalogue's own shapes; handlers turn them into the shared API types. */
export type Language = 'de' | 'en' | 'it' | 'es' | 'fr';

/**
 * The languages added beside German and English. A place or airport has a name of its own in
 * them only where the language has one (Maiorca, Majorque); otherwise its English, international
 * name stands.
 */
export type LocalLanguage = Exclude<Language, 'de' | 'en'>;

export interface Localised {
  /** English, the international name. */
  name: string;
  nameDe: string;
  /** Local forms, only where a language has one (see nameIn). */
  names?: Partial<Record<LocalLanguage, string>>;
}

export interface DestinationNode extends Localised {
  id: string;
  type: Exclude<DestinationType, 'hotel'>;
  level: number;
  staticGroupId: number;
  countryCode: string;
  slug: string;
  lat: number;
  lng: number;
  parentId: string | null;
  childIds: string[];
  /** Hotels in this node and below (POIs: hotels of their city). */
  hotelIds: number[];
  climate: ClimateKey;
  /** Arrival airport of the region. */
  airport: string;
  flightMinutes: number;
}

export interface RoomType {
  code: string;
  /** Multiplies the double-room price. */
  factor: number;
  views: string[];
}

export interface CatalogueHotel {
  id: number;
  giataCode: number;
  name: string;
  slugName: string;
  /** country/region/city slugs. */
  slugPath: string;
  category: number;
  countryId: string;
  regionId: string;
  cityId: string;
  lat: number;
  lng: number;
  attributes: string[];
  boards: BoardCode[];
  rooms: RoomType[];
  /** EUR per person and night, double room with breakfast, average season. */
  nightPrice: number;
  ratings: { holidaycheck: number; trustyou: number; tripadvisor: number };
  reviewsCount: number;
  /** Percent of guests who recommend the hotel. */
  recommendation: number;
  tourOperator: string;
  /** Metres to the beach (or lake shore). */
  beachDistance: number;
  transferIncluded: boolean;
  /** Hotels of the boost collection earn more miles. */
  collection: string | null;
  street: string;
  zip: string;
}

export interface Catalogue {
  seed: number;
  /** YYYY-MM-DD; offers run from the day after for 12 months. */
  today: string;
  destinations: Map<string, DestinationNode>;
  /** Country ids in display order. */
  countryIds: string[];
  hotels: CatalogueHotel[];
  hotelsById: Map<number, CatalogueHotel>;
  byStaticGroupId: Map<number, DestinationNode>;
}
