import { HttpResponse, type JsonBodyType } from 'msw';
import type { FavoriteChangeRequest, FavoritesInfo } from '../../src/api/types';
import { sortMatches, matchHotels, resultItem } from '../catalogue/results';
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

function info(visitorId: string): FavoritesInfo {
  const hotelIds = state.favourites.get(visitorId) ?? [];
  return { count: hotelIds.length, hotelIds };
}

async function change(context: RouteContext, add: boolean): Promise<Response> {
  const visitor = visitorOf(context);
  const body = await jsonBody<FavoriteChangeRequest>(context.request);
  const hotelId = Number(body.hotelId);
  if (!context.catalogue.hotelsById.has(hotelId)) {
    return withVisitorCookie(
      {
        success: false,
        info: info(visitor.id),
        messages: [{ id: 'hotelNotFound', context: 'favorites' }],
      },
      visitor,
    );
  }
  const current = state.favourites.get(visitor.id) ?? [];
  const next = add
    ? [...current.filter((id) => id !== hotelId), hotelId]
    : current.filter((id) => id !== hotelId);
  state.favourites.set(visitor.id, next);
  return withVisitorCookie({ success: true, info: info(visitor.id) }, visitor);
}

export const favouriteHandlers = [
  route('get_favorites_info', (context) => {
    const visitor = visitorOf(context);
    return withVisitorCookie(info(visitor.id), visitor);
  }),
  route('get_favorites_list', (context) => {
    const visitor = visitorOf(context);
    const { catalogue, language } = context;
    const hotelIds = new Set(state.favourites.get(visitor.id) ?? []);
    const resolved = resolveSearch(catalogue, undefined);
    const items = sortMatches(matchHotels(catalogue, { ...resolved, hotelIds }), 'price').map((m) =>
      resultItem(catalogue, m, language),
    );
    return withVisitorCookie({ count: items.length, items }, visitor);
  }),
  route('do_favorites_add', (context) => change(context, true)),
  route('do_favorites_remove', (context) => change(context, false)),
];
