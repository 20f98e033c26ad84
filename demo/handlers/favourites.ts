import { HttpResponse, type JsonBodyType } from 'msw';
import type {
  FavoriteChangeRequest,
  FavoriteListItem,
  FavoritesInfo,
  ProductSearch,
} from '../../src/api/types';
import { brandOf } from '../catalogue/cms/pages';
import { matchHotels, resultItem } from '../catalogue/results';
import { resolveSearch } from '../catalogue/searchQuery';
import { jsonBody, route, type RouteContext } from './route';
import { nextId, state } from './state';

export const visitorCookie = 'demo_visitor';

/**
 * Favourites belong to a visitor, known by the demo_visitor cookie. A visitor without one gets a
 * fresh id in a Set-Cookie header (the Express middleware hands one out before this runs).
 */
function visitorOf(context: RouteContext): { id: string; isNew: boolean } {
  const existing = context.cookies[visitorCookie];
  if (existing) return { id: existing, isNew: false };
  return { id: nextId('v'), isNew: true };
}

function withVisitorCookie(body: JsonBodyType, visitor: { id: string; isNew: boolean }): Response {
  const headers = visitor.isNew
    ? { 'Set-Cookie': `${visitorCookie}=${visitor.id}; Path=/; SameSite=Lax; HttpOnly` }
    : undefined;
  return HttpResponse.json(body, headers ? { headers } : {});
}

/**
 * One brand's favourites of the visitor. The visitor cookie is shared by every brand on the host,
 * so the brand (the shop's X-Shop-Variant) is part of the key: each brand counts its own
 * favourites (docs/rules/favourites.md).
 */
function storeKey(context: RouteContext, visitorId: string): string {
  return `${brandOf(context.request.headers.get('x-shop-variant'))}|${visitorId}`;
}

function info(key: string): FavoritesInfo {
  const hotelIds = (state.favourites.get(key) ?? []).map((entry) => entry.hotelId);
  return { count: hotelIds.length, hotelIds };
}

/**
 * The part of a search a favourite keeps: dates, duration, travellers, airports, direct flights
 * and the board, room and view filters that chose the offer. What picks hotels (destination,
 * stars, rating, amenities) and paging do not apply to one saved hotel.
 */
function savedSearchOf(search: ProductSearch | undefined): ProductSearch | undefined {
  if (!search || typeof search !== 'object') return undefined;
  const rooms = search.hotel?.rooms;
  return {
    ...(search.travelPeriod ? { travelPeriod: search.travelPeriod } : {}),
    ...(search.flight ? { flight: search.flight } : {}),
    ...(search.travellers ? { travellers: search.travellers } : {}),
    ...(rooms?.length ? { hotel: { rooms } } : {}),
  };
}

async function change(context: RouteContext, add: boolean): Promise<Response> {
  const visitor = visitorOf(context);
  const key = storeKey(context, visitor.id);
  const body = await jsonBody<FavoriteChangeRequest>(context.request);
  const hotelId = Number(body.hotelId);
  if (!context.catalogue.hotelsById.has(hotelId)) {
    return withVisitorCookie(
      {
        success: false,
        info: info(key),
        messages: [{ id: 'hotelNotFound', context: 'favorites' }],
      },
      visitor,
    );
  }
  const current = state.favourites.get(key) ?? [];
  const others = current.filter((entry) => entry.hotelId !== hotelId);
  const search = savedSearchOf(body.search);
  // Saving again keeps the newest search.
  const next = add ? [...others, { hotelId, ...(search ? { search } : {}) }] : others;
  state.favourites.set(key, next);
  return withVisitorCookie({ success: true, info: info(key) }, visitor);
}

/** A saved hotel priced now for its own search; the hotel's defaults when it kept none. */
function pricedFavourite(
  context: RouteContext,
  entry: { hotelId: number; search?: ProductSearch },
  checkedAt: string,
): FavoriteListItem | null {
  const { catalogue, language } = context;
  // A favourite stays listed when its price rose above a price filter: the filter is not kept.
  const resolved = { ...resolveSearch(catalogue, entry.search), maxPrice: null };
  const [match] = matchHotels(catalogue, { ...resolved, hotelIds: new Set([entry.hotelId]) });
  if (!match) return null;
  return {
    ...resultItem(catalogue, match, language),
    ...(entry.search ? { search: entry.search } : {}),
    checkedAt,
  };
}

export const favouriteHandlers = [
  route('get_favorites_info', (context) => {
    const visitor = visitorOf(context);
    return withVisitorCookie(info(storeKey(context, visitor.id)), visitor);
  }),
  route('get_favorites_list', (context) => {
    const visitor = visitorOf(context);
    const checkedAt = new Date().toISOString();
    const items = (state.favourites.get(storeKey(context, visitor.id)) ?? [])
      .flatMap((entry) => pricedFavourite(context, entry, checkedAt) ?? [])
      .sort(
        (a, b) =>
          (a.offers[0]?.price.perPersonAmount ?? 0) - (b.offers[0]?.price.perPersonAmount ?? 0),
      );
    return withVisitorCookie({ count: items.length, items }, visitor);
  }),
  route('do_favorites_add', (context) => change(context, true)),
  route('do_favorites_remove', (context) => change(context, false)),
];
