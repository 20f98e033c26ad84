import type {
  CalendarOffersRequest,
  CascadeColumn,
  CascadeRequest,
  FlightChangerRequest,
  HotelOfferRequest,
  OfferScopedRequest,
  ReviewsRequest,
} from '../../src/api/types';
import type { ApiRouteName } from '../../src/api/endpoints';
import { findDepartureAirport } from '../catalogue/airports';
import { parseCalendarMonth, toDayNumber } from '../catalogue/dates';
import {
  airportOptions,
  calendarOffers,
  cheapestOffer,
  closestOffer,
  dateOptions,
  losOptions,
  monthDays,
  monthOptions,
  offerKeyFor,
} from '../catalogue/hotelOffers';
import { hotelBeppers, hotelInfo, ratingSummaries } from '../catalogue/hotelView';
import { nameIn } from '../catalogue/language';
import { buildOffer } from '../catalogue/offers';
import { hotelReviews } from '../catalogue/reviews';
import { defaultAirports, resolveSearch } from '../catalogue/searchQuery';
import { hasFault } from '../faults';
import type { CatalogueHotel, Language } from '../catalogue';
import { jsonBody, notFound, route, type RouteContext } from './route';
import { reviewSites } from '../catalogue/linkOrigins';

export function hotelOf({ catalogue, params }: RouteContext): CatalogueHotel | undefined {
  return catalogue.hotelsById.get(Number(params.hotelId));
}

function airportName(language: Language) {
  return (code: string) => {
    const airport = findDepartureAirport(code);
    return airport ? nameIn(airport, language) : code;
  };
}

/** Cascade columns narrow step by step: los, then airport, then month, then date. */
function cascade(
  context: RouteContext,
  hotel: CatalogueHotel,
  column: CascadeColumn,
  body: Partial<CascadeRequest>,
) {
  const { catalogue, language, locale } = context;
  const resolved = resolveSearch(catalogue, body.productSearch);
  const selection = body.selection ?? {};
  let query = resolved.query;
  if (selection.los) query = { ...query, nights: [Number(selection.los)] };
  if (column === 'los') return losOptions(catalogue, hotel, query, language, locale);
  if (selection.airport) query = { ...query, airports: [selection.airport] };
  if (column === 'airports')
    // The searched airports first, then the hubs: the visitor may fly from elsewhere, and the shop
    // auto-selects among the searched ones (the hotel page's flight changer).
    return airportOptions(
      catalogue,
      hotel,
      { ...query, airports: [...new Set([...resolved.query.airports, ...defaultAirports])] },
      airportName(language),
    );
  if (column === 'months') return monthOptions(catalogue, hotel, query, language, locale);
  const month =
    selection.month ??
    monthOptions(catalogue, hotel, query, language, locale)[0]?.value ??
    catalogue.today.slice(0, 7);
  return dateOptions(catalogue, hotel, query, month);
}

function cascadeRoute(name: ApiRouteName & `cascade_${string}`, column: CascadeColumn) {
  return route(name, async (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    const body = await jsonBody<CascadeRequest>(context.request);
    return { success: true, column, options: cascade(context, hotel, column, body) };
  });
}

export async function offerScoped(context: RouteContext) {
  const hotel = hotelOf(context);
  const body = await jsonBody<OfferScopedRequest & FlightChangerRequest>(context.request);
  const key = hotel ? offerKeyFor(context.catalogue, hotel, body.offerId) : null;
  return { hotel, key, body };
}

export const hotelHandlers = [
  route('get_hoteldetail_info', (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    return { success: true, hotel: hotelInfo(context.catalogue, hotel, context.language) };
  }),
  route('get_hoteldetail_offer', async (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    const body = await jsonBody<HotelOfferRequest>(context.request);
    const { catalogue, language } = context;
    const load = (id: string | undefined) => {
      const key = offerKeyFor(catalogue, hotel, id);
      return key ? buildOffer(catalogue, hotel, key, language) : null;
    };
    const { query, maxPrice } = resolveSearch(catalogue, body.productSearch);
    const initial = load(body.initialOfferId) ?? cheapestOffer(catalogue, hotel, query, language);
    // An offer no longer sold is answered by the closest one within the search and its filters.
    const selected =
      load(body.selectedOfferId) ??
      (body.selectedOfferId
        ? closestOffer(catalogue, hotel, body.selectedOfferId, query, language, maxPrice)
        : null) ??
      initial;
    return {
      success: true,
      original: load(body.originalOfferId),
      initial,
      // Fault 'unavailable': the tour operator sold the chosen offer out in the meantime.
      selected:
        selected && hasFault(context.faults, 'unavailable')
          ? { ...selected, available: false }
          : selected,
    };
  }),
  route('get_hoteldetail_reviews', async (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    const body = await jsonBody<ReviewsRequest>(context.request);
    const limit = Math.min(50, Math.max(1, Number(body.limit) || 6));
    return {
      success: true,
      reviews: hotelReviews(context.catalogue, hotel, context.language, limit),
      reviewsUrl: `${reviewSites.holidaycheck}/hotel/${hotel.giataCode}/reviews`,
      total: hotel.reviewsCount,
      ratingSummaries: ratingSummaries(hotel),
    };
  }),
  route('get_hoteldetail_beppers', (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    return { beppers: hotelBeppers(hotel, context.language) };
  }),
  route('get_hotel_calendar_offers', async (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    const body = await jsonBody<CalendarOffersRequest>(context.request);
    const { catalogue, language } = context;
    const resolved = resolveSearch(catalogue, body.productSearch);
    const firstOfMonth =
      parseCalendarMonth(String(body.calendarMonth ?? '')) ??
      `${resolved.departureDate.slice(0, 7)}-01`;
    const from =
      typeof body.from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.from)
        ? toDayNumber(body.from)
        : undefined;
    const nights = Number(body.los) || resolved.query.nights[0] || 7;
    const cheapestPerDay = calendarOffers(
      catalogue,
      hotel,
      resolved.query,
      monthDays(catalogue, firstOfMonth, from),
      nights,
      language,
    );
    // The offer the shop sent (the one selected) stands for its day, even when not the cheapest.
    const preferredKey = offerKeyFor(catalogue, hotel, body.offerId);
    const preferred =
      preferredKey && preferredKey.nights === nights
        ? buildOffer(catalogue, hotel, preferredKey, language)
        : undefined;
    const offers = cheapestPerDay.map((offer) =>
      preferred && offer.departureDate === preferred.departureDate ? preferred : offer,
    );
    const cheapest =
      offers.find((offer) => offer.id === preferred?.id) ??
      [...offers].sort((a, b) => a.price.perPersonAmount - b.price.perPersonAmount)[0];
    return {
      success: true,
      calendarMonth: `01-${firstOfMonth.slice(5, 7)}-${firstOfMonth.slice(0, 4)}`,
      offers,
      cheapestOfferId: cheapest?.id ?? null,
    };
  }),
  cascadeRoute('cascade_los', 'los'),
  cascadeRoute('cascade_airports', 'airports'),
  cascadeRoute('cascade_months', 'months'),
  cascadeRoute('cascade_dates', 'dates'),
  route('dropdown_cascade', async (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    const body = await jsonBody<CascadeRequest>(context.request);
    const dates = cascade(context, hotel, 'dates', body);
    const chosen =
      dates.find((option) => option.value === body.selection?.date) ??
      [...dates].sort((a, b) => a.perPersonAmount - b.perPersonAmount)[0];
    const key = offerKeyFor(context.catalogue, hotel, chosen?.offerId);
    return {
      success: true,
      los: cascade(context, hotel, 'los', body),
      airports: cascade(context, hotel, 'airports', body),
      months: cascade(context, hotel, 'months', body),
      dates,
      selectedOffer: key ? buildOffer(context.catalogue, hotel, key, context.language) : null,
    };
  }),
];
