import { boardLabels, label, roomLabels, viewLabels } from '../catalogue/lexicon';
import {
  departureFlights,
  offerKeyFor,
  returnFlights,
  roomBoardCells,
} from '../catalogue/hotelOffers';
import { buildOffer } from '../catalogue/offers';
import { resolveSearch } from '../catalogue/searchQuery';
import { offerScoped } from './hotel';
import { notFound, route } from './route';

/** Changing room, board and flights of a chosen offer. */
export const hotelFlightHandlers = [
  route('room_board_matrix', async (context) => {
    const { hotel, key } = await offerScoped(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    if (!key) return notFound('offerNotAvailable', 'hotel');
    const { language } = context;
    return {
      success: true,
      rooms: hotel.rooms.map((room) => ({
        code: room.code,
        name: label(roomLabels, room.code, language),
        views: room.views.map((code) => ({ code, name: label(viewLabels, code, language) })),
      })),
      boards: hotel.boards.map((code) => ({ code, name: boardLabels[code][language] })),
      cells: roomBoardCells(context.catalogue, hotel, key),
    };
  }),
  route('flight_changer_departure', async (context) => {
    const { hotel, key, body } = await offerScoped(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    if (!key) return notFound('offerNotAvailable', 'hotel');
    const airports = resolveSearch(context.catalogue, body.productSearch).query.airports;
    const flights = departureFlights(context.catalogue, hotel, key, airports, context.language);
    return {
      success: true,
      flights: body.withLuggage
        ? flights.filter((f) => !f.flight.baggageInfo[0]?.noBaggageFare)
        : flights,
    };
  }),
  route('flight_changer_return', async (context) => {
    const { hotel, key, body } = await offerScoped(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    if (!key) return notFound('offerNotAvailable', 'hotel');
    const flights = returnFlights(context.catalogue, hotel, key, context.language);
    return {
      success: true,
      flights: body.withLuggage
        ? flights.filter((f) => !f.flight.baggageInfo[0]?.noBaggageFare)
        : flights,
    };
  }),
  route('flight_alternatives', async (context) => {
    const { hotel, key, body } = await offerScoped(context);
    if (!hotel) return notFound('hotelNotFound', 'hotel');
    if (!key) return notFound('offerNotAvailable', 'hotel');
    const airports = resolveSearch(context.catalogue, body.productSearch).query.airports.filter(
      (code) => code !== key.airport,
    );
    const offers = airports.flatMap((airport) => {
      const candidate = offerKeyFor(
        context.catalogue,
        hotel,
        buildOffer(context.catalogue, hotel, { ...key, airport }, 'en').id,
      );
      return candidate ? [buildOffer(context.catalogue, hotel, candidate, context.language)] : [];
    });
    return { success: true, offers };
  }),
];
