import type {
  AllDestinationsRequest,
  AutocompleteRequest,
  MapResultsRequest,
  PriceDiffRequest,
  ResultListRequest,
  SearchScopedRequest,
} from '../../src/api/types';
import {
  autocomplete,
  departureAirportList,
  destinationTree,
  serialItems,
} from '../catalogue/destinationsView';
import { galleryDestinations, hotelBounds, mapPlaces, narrowToGroups } from '../catalogue/mapView';
import { airportNameIn } from '../catalogue/language';
import { arrivalAirports } from '../catalogue/places';
import { decodeOfferId } from '../catalogue/offers';
import { hashUnit } from '../catalogue/prng';
import {
  facetCounts,
  filterOptions,
  isSortKey,
  matchHotels,
  offerPricer,
  resultItem,
  sortingInfo,
  sortMatches,
} from '../catalogue/results';
import { resolveSearch } from '../catalogue/searchQuery';
import { jsonBody, route } from './route';
import { buildOffer } from '../catalogue/offers';

/** Design decision: results per page when the shop sends none. */
export const defaultResultsPerPage = 20;

export const searchHandlers = [
  route('get_mixed_resultlist', async ({ request, catalogue, language, locale }) => {
    const body = await jsonBody<ResultListRequest>(request);
    const resolved = resolveSearch(catalogue, body.productSearch);
    const sort = isSortKey(body.sort) ? body.sort : 'price';
    const perPage = Math.min(
      100,
      Math.max(
        1,
        Number(body.resultsPerPage ?? body.productSearch?.globalAttributes?.resultsPerPage) ||
          defaultResultsPerPage,
      ),
    );
    const price = offerPricer(catalogue);
    const matches = sortMatches(matchHotels(catalogue, resolved, price), sort);
    const lastPage = Math.max(1, Math.ceil(matches.length / perPage));
    const page = Math.min(
      lastPage,
      Math.max(1, Math.floor(Number(body.page ?? body.productSearch?.globalAttributes?.page) || 1)),
    );
    return {
      success: true,
      count: matches.length,
      page,
      resultsPerPage: perPage,
      results: matches
        .slice((page - 1) * perPage, page * perPage)
        .map((m) => resultItem(catalogue, m, language)),
      sorting: sortingInfo(sort, language),
      filters: filterOptions(facetCounts(catalogue, resolved, price), resolved, language, locale),
      productSearch: body.productSearch ?? {},
    };
  }),
  route('get_map_results', async ({ request, catalogue, language, locale }) => {
    const body = await jsonBody<MapResultsRequest>(request);
    const groups = body.staticGroupIdList ?? body.productSearch?.staticGroupIdList;
    const resolved = resolveSearch(catalogue, body.productSearch);
    const zoom = Number(body.zoom ?? (groups?.length ? 11 : 4));
    const matches = matchHotels(
      catalogue,
      narrowToGroups(catalogue, resolved, body.staticGroupIdList),
    );
    const places = mapPlaces(
      catalogue,
      matches,
      zoom,
      language,
      Math.min(500, Number(body.resultsPerPage) || 100),
      locale,
    );
    return { places, count: matches.length, zoom, bounds: hotelBounds(matches) };
  }),
  route('get_destination_autocomplete_options', async ({ request, catalogue, language }) => {
    const body = await jsonBody<AutocompleteRequest>(request);
    return {
      options: autocomplete(catalogue, body.productSearch?.keywordSearch?.keyword ?? '', language),
    };
  }),
  route('destinations', ({ catalogue, language }) => ({
    data: { model: destinationTree(catalogue, language) },
  })),
  route('get_destination_serial', async ({ request, catalogue, language }) => {
    const body = await jsonBody<SearchScopedRequest>(request);
    const ids = body.productSearch?.destinations ?? [];
    const nodes = ids.length
      ? ids.flatMap((id) => catalogue.destinations.get(id) ?? [])
      : [...catalogue.destinations.values()];
    return { destinations: serialItems(catalogue, nodes, language) };
  }),
  route('facets', async ({ request, catalogue }) => {
    const body = await jsonBody<SearchScopedRequest>(request);
    const resolved = resolveSearch(catalogue, body.productSearch);
    const price = offerPricer(catalogue);
    const matches = matchHotels(catalogue, resolved, price);
    return { count: matches.length, facets: facetCounts(catalogue, resolved, price) };
  }),
  route('all_destinations', async ({ request, catalogue, language }) => {
    const body = await jsonBody<AllDestinationsRequest>(request);
    const resolved = resolveSearch(catalogue, body.productSearch);
    const code = body.arrivalAirport?.toUpperCase();
    const airport = arrivalAirports.find((candidate) => candidate.code === code);
    return {
      destinations: galleryDestinations(catalogue, resolved, language, body.arrivalAirport),
      ...(airport
        ? { arrivalAirport: { code: airport.code, name: airportNameIn(airport, language) } }
        : {}),
    };
  }),
  route('departure_airports', ({ language }) => departureAirportList(language)),
  route('get_price_diff_api', async ({ request, catalogue, language }) => {
    const body = await jsonBody<PriceDiffRequest>(request);
    const key = decodeOfferId(String(body.offerId ?? ''));
    const hotel = key ? catalogue.hotelsById.get(key.hotelId) : undefined;
    if (!key || !hotel) {
      return {
        success: false,
        offerId: String(body.offerId ?? ''),
        difference: 0,
        oldPrice: 0,
        newPrice: 0,
        currency: 'EUR',
        messages: [{ id: 'offerNotAvailable', context: 'priceDiff' }],
      };
    }
    const oldPrice = buildOffer(catalogue, hotel, key, language).price.perPersonAmount;
    // One offer in five changed price since it was listed: deterministic per offer id.
    const u = hashUnit(catalogue.seed, 'price-diff', String(body.offerId));
    const difference =
      u < 0.1 ? Math.round(5 + u * 300) : u < 0.2 ? -Math.round(5 + (u - 0.1) * 300) : 0;
    return {
      success: true,
      offerId: String(body.offerId),
      difference,
      oldPrice,
      newPrice: oldPrice + difference,
      currency: 'EUR',
    };
  }),
];
