import type { CheapestOfferResponse, EventLogRequest } from '../../src/api/types';
import { cheapestOffer } from '../catalogue/hotelOffers';
import { resolveSearch } from '../catalogue/searchQuery';
import { jsonBody, route } from './route';
import { recordEvent } from './state';

export const miscHandlers = [
  // {stack, msg, level INFO, context}; msg holds action, time, hotelId and a trimmed package
  // (docs/rules/consent-and-analytics.md, "The event log"). Anything else is refused, so a malformed log
  // shows in the tests.
  route('fcse_event_logger', async ({ request }) => {
    const body = await jsonBody<Partial<EventLogRequest>>(request);
    const { msg } = body;
    const timed = typeof msg?.time === 'string' || typeof msg?.time === 'number';
    if (body.level !== 'INFO' || !msg || typeof msg.action !== 'string' || !msg.action || !timed) {
      return { success: false };
    }
    recordEvent({ stack: body.stack ?? '', msg, level: 'INFO', context: body.context ?? {} });
    return { success: true };
  }),
  route('cheapest_offer', ({ url, catalogue, language }): CheapestOfferResponse => {
    const q = url.searchParams;
    const giata = Number(q.get('giataCode'));
    const id = Number(q.get('hotelId'));
    const hotel = catalogue.hotels.find(
      (h) => (id && h.id === id) || (giata && h.giataCode === giata),
    );
    if (!hotel)
      return {
        success: false,
        hotel: null,
        offer: null,
        messages: [{ id: 'hotelNotFound', context: 'cheapestOffer' }],
      };
    const airports = q.get('departureAirports')?.split(',').filter(Boolean);
    const resolved = resolveSearch(catalogue, {
      travelPeriod: {
        departureDate: q.get('from') ?? undefined,
        returnDate: q.get('to') ?? undefined,
        duration: q.get('duration') ?? undefined,
      },
      ...(airports?.length ? { flight: { departureAirports: airports } } : {}),
    });
    return {
      success: true,
      hotel: { id: hotel.id, name: hotel.name, giataCode: hotel.giataCode },
      offer: cheapestOffer(catalogue, hotel, resolved.query, language),
    };
  }),
];
