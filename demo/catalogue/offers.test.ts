/** @jest-environment node */
import fc from 'fast-check';
import { buildCatalogue } from './build';
import { toDayNumber } from './dates';
import {
  buildOffer,
  decodeOfferId,
  encodeOfferId,
  findCheapest,
  isValidKey,
  type OfferKey,
} from './offers';

const catalogue = buildCatalogue({ seed: 5, today: '2026-03-01' });
const hotel = catalogue.hotels.find(
  (h) => h.boards.length >= 2 && h.rooms.length >= 2 && h.countryId === 'es',
);
if (!hotel) throw new Error('test needs a Spanish hotel with two boards and rooms');
const party = { adults: 2, childAges: [] };
const key = (overrides: Partial<OfferKey>): OfferKey => ({
  hotelId: hotel.id,
  day: toDayNumber('2026-05-12'),
  nights: 7,
  airport: 'FRA',
  room: hotel.rooms[0]?.code ?? 'DBL',
  board: hotel.boards[0] ?? 'BB',
  party,
  ...overrides,
});
const price = (overrides: Partial<OfferKey>) =>
  buildOffer(catalogue, hotel, key(overrides), 'en').price.perPersonAmount;

describe('offers', () => {
  it('round-trips every offer id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100001, max: 102000 }),
        fc.integer({ min: 20000, max: 21000 }),
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom('FRA', 'MUC', 'VIE', 'LHR'),
        fc.constantFrom('DBL', 'SUP', 'FAM'),
        fc.constantFrom('RO', 'BB', 'HB', 'FB', 'AI' as const),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }),
        (hotelId, day, nights, airport, room, board, adults, childAges) => {
          const original: OfferKey = {
            hotelId,
            day,
            nights,
            airport,
            room,
            board,
            party: { adults, childAges },
          };
          expect(decodeOfferId(encodeOfferId(original))).toEqual(original);
        },
      ),
    );
  });

  it('rejects malformed ids', () => {
    expect(decodeOfferId('nonsense')).toBeNull();
    expect(decodeOfferId('100001-20261340-7-FRA-DBL-AI-2')).toBeNull();
    expect(decodeOfferId('100001-20260510-7-FRA-DBL-XX-2')).toBeNull();
  });

  it('is the same offer whenever it is computed', () => {
    expect(buildOffer(catalogue, hotel, key({}), 'de')).toEqual(
      buildOffer(catalogue, hotel, key({}), 'de'),
    );
  });

  it('varies by season, duration, board, room and airport', () => {
    expect(price({ day: toDayNumber('2026-08-10') })).toBeGreaterThan(
      price({ day: toDayNumber('2026-11-16') }),
    );
    expect(price({ nights: 14 })).toBeGreaterThan(price({ nights: 7 }));
    expect(price({ board: hotel.boards[1] })).not.toBe(price({}));
    expect(price({ room: hotel.rooms[1]?.code })).not.toBe(price({}));
    expect(price({ airport: 'FDH' })).not.toBe(price({ airport: 'FRA' }));
  });

  it('prices children below adults and infants at a flat fee', () => {
    const offer = buildOffer(
      catalogue,
      hotel,
      key({ party: { adults: 2, childAges: [8, 1] } }),
      'en',
    );
    expect(offer.price.amount).toBe(
      offer.price.perPersonAmount * 2 + Math.round(offer.price.perPersonAmount * 0.65) + 75,
    );
  });

  it('finds an offer no dearer than any single matching combination', () => {
    const days = [toDayNumber('2026-06-01'), toDayNumber('2026-06-02'), toDayNumber('2026-06-03')];
    const query = { days, nights: [7, 10], airports: ['FRA', 'MUC'], party };
    const best = findCheapest(catalogue, hotel, query);
    expect(best).not.toBeNull();
    for (const day of days) {
      for (const nights of [7, 10]) {
        for (const airport of ['FRA', 'MUC']) {
          const candidate = key({
            day,
            nights,
            airport,
            room: best?.key.room,
            board: best?.key.board,
          });
          if (isValidKey(catalogue, hotel, candidate)) {
            expect(best?.perAdult).toBeLessThanOrEqual(
              buildOffer(catalogue, hotel, candidate, 'en').price.perPersonAmount,
            );
          }
        }
      }
    }
  });

  it('builds flights that arrive after they leave and baggage for each leg', () => {
    const offer = buildOffer(catalogue, hotel, key({}), 'en');
    expect(offer.departureFlight.departureDateTime.slice(0, 10)).toBe('2026-05-12');
    expect(offer.returnFlight.departureDateTime.slice(0, 10)).toBe('2026-05-19');
    expect(offer.departureFlight.baggageInfo).toHaveLength(1);
    expect(offer.departureFlight.arrivalAirport.code).toBe(
      offer.returnFlight.departureAirport.code,
    );
  });
});
