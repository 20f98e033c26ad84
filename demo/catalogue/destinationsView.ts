import type {
  AutocompleteOption,
  Destination,
  DepartureAirportsResponse,
  DestinationSerialItem,
} from '../../src/api/types';
import { departureAirports, departureCountryNames, groupNames } from './airports';
import { escapeHtml } from './html';
import { isLocalLanguage, nameIn as localName } from './language';
import type { Catalogue, DestinationNode, Language } from './model';
import { ancestry } from './tree';

export function destinationTree(catalogue: Catalogue, language: Language): Destination[] {
  const toDestination = (node: DestinationNode): Destination => ({
    id: node.id,
    name: localName(node, language),
    level: node.level,
    type: node.type,
    staticGroupId: node.staticGroupId,
    countryCode: node.countryCode,
    geoCode: { latitude: node.lat, longitude: node.lng },
    hotelCount: node.hotelIds.length,
    children: node.childIds.flatMap((id) => {
      const child = catalogue.destinations.get(id);
      return child ? [toDestination(child)] : [];
    }),
  });
  return catalogue.countryIds.flatMap((id) => {
    const node = catalogue.destinations.get(id);
    return node ? [toDestination(node)] : [];
  });
}

export function pathOf(catalogue: Catalogue, node: DestinationNode, language: Language): string {
  return ancestry(catalogue.destinations, node.id)
    .map((n) => localName(n, language))
    .join(' > ');
}

export function serialItems(
  catalogue: Catalogue,
  nodes: DestinationNode[],
  language: Language,
): DestinationSerialItem[] {
  return nodes.map((node) => ({
    id: node.id,
    name: localName(node, language),
    type: node.type,
    level: node.level,
    path: pathOf(catalogue, node, language),
    hotelCount: node.hotelIds.length,
    staticGroupId: node.staticGroupId,
  }));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Wraps the first match in <strong>; both parts are escaped, so names cannot inject markup. */
export function highlight(label: string, keyword: string): string {
  const index = fold(label).indexOf(fold(keyword));
  if (index < 0) return escapeHtml(label);
  const end = index + keyword.length;
  return `${escapeHtml(label.slice(0, index))}<strong>${escapeHtml(label.slice(index, end))}</strong>${escapeHtml(label.slice(end))}`;
}

/** Destinations first (countries before cities), then up to five hotels. */
export function autocomplete(
  catalogue: Catalogue,
  keyword: string,
  language: Language,
): AutocompleteOption[] {
  const needle = fold(keyword.trim());
  if (needle.length < 2) return [];
  // The visitor's own name for a place finds it too ("Maiorca"), beside the English and German.
  const ownName = (node: DestinationNode) =>
    isLocalLanguage(language) && fold(localName(node, language)).includes(needle);
  const destinations = [...catalogue.destinations.values()]
    .filter(
      (node) =>
        fold(node.name).includes(needle) || fold(node.nameDe).includes(needle) || ownName(node),
    )
    .sort(
      (a, b) =>
        a.level - b.level ||
        localName(a, language).localeCompare(
          localName(b, language),
          isLocalLanguage(language) ? language : undefined,
        ),
    )
    .slice(0, 8)
    .map((node): AutocompleteOption => {
      const label = localName(node, language);
      return {
        value: node.id,
        label,
        highlightedLabel: highlight(label, keyword.trim()),
        data: {
          id: node.id,
          type: node.type,
          level: node.level,
          path: pathOf(catalogue, node, language),
          staticGroupId: node.staticGroupId,
        },
      };
    });
  const hotels = catalogue.hotels
    .filter((hotel) => fold(hotel.name).includes(needle))
    .slice(0, 5)
    .map((hotel): AutocompleteOption => {
      const city = catalogue.destinations.get(hotel.cityId);
      return {
        value: `hotel-${hotel.id}`,
        label: hotel.name,
        highlightedLabel: highlight(hotel.name, keyword.trim()),
        data: {
          id: `hotel-${hotel.id}`,
          type: 'hotel',
          level: 5,
          path: city ? pathOf(catalogue, city, language) : '',
          hotelId: hotel.id,
          slugPath: hotel.slugPath,
          slugName: hotel.slugName,
        },
      };
    });
  return [...destinations, ...hotels];
}

export function departureAirportList(language: Language): DepartureAirportsResponse {
  const countries = [...new Set(departureAirports.map((a) => a.countryCode))];
  return {
    countries: countries.map((code) => ({
      code,
      name: localName(departureCountryNames[code] ?? { name: code, nameDe: code }, language),
      children: departureAirports
        .filter((a) => a.countryCode === code)
        .map((a) => ({
          tlc: a.code,
          name: localName(a, language),
          countryCode: a.countryCode,
        })),
    })),
    groups: (['North', 'South', 'West', 'East'] as const).map((key) => ({
      key,
      name: localName(groupNames[key], language),
      countryCode: 'DE' as const,
      airportCodes: departureAirports.filter((a) => a.group === key).map((a) => a.code),
    })),
  };
}
