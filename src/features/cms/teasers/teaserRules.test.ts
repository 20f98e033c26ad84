import fc from 'fast-check';
import type { TeaserOffer } from '../../../api/types';
import { roundUp } from '../../../lib/money';
import {
  bookingDates,
  bookingSearch,
  offerMiles,
  struckPrice,
  teaserPrice,
  textBlockClasses,
} from './teaserRules';

const offer = (fields: Partial<TeaserOffer> = {}): TeaserOffer => ({
  price: { perPersonAmount: 499.2, oldPrice: 599, currency: 'EUR' },
  lengthOfStay: 7,
  rooms: [{ name: 'Double room', board: { name: 'Half board' } }],
  productSearch: {
    destinations: ['es-mallorca'],
    travelPeriod: { departureDate: '2026-12-25', returnDate: '2027-01-08', duration: '7' },
    flight: { departureAirports: ['FRA'] },
  },
  ...fields,
});

const price = fc.double({ min: 1, max: 1e6, noNaN: true });

describe('teaser price comparison', () => {
  it('shows no comparison without an old price, whatever the fallback percent', () => {
    fc.assert(
      fc.property(price, fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }), (p, pct) =>
        expect(struckPrice(p, undefined, pct)).toBeUndefined(),
      ),
    );
  });

  it('strikes the old price exactly when it is larger than the rounded new price', () => {
    fc.assert(
      fc.property(price, price, (newPrice, oldPrice) => {
        const struck = struckPrice(newPrice, oldPrice);
        expect(struck === oldPrice).toBe(oldPrice > roundUp(newPrice));
        if (oldPrice <= roundUp(newPrice)) expect(struck).toBeUndefined();
      }),
    );
  });

  it('compares an old price that is not larger with the rounded price plus the fallback percent', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 50 }), (newPrice, pct) => {
        const oldPrice = roundUp(newPrice);
        expect(struckPrice(newPrice, oldPrice, pct)).toBeCloseTo(oldPrice * (1 + pct / 100));
      }),
    );
    // 499.20 rounds up to 500: an old price of 500 is not larger, nothing is struck.
    expect(struckPrice(499.2, 500)).toBeUndefined();
    expect(struckPrice(499.2, 500.5)).toBe(500.5);
  });

  it('uses the override bubble price, hides everything with hidePrice', () => {
    expect(teaserPrice({}, offer())).toEqual({ amount: 499.2, oldAmount: 599, currency: 'EUR' });
    expect(teaserPrice({ overrideBubblePrice: 399 }, offer())).toEqual({
      amount: 399,
      oldAmount: 599,
      currency: 'EUR',
    });
    expect(teaserPrice({ overrideBubblePrice: 399 })).toEqual({ amount: 399, currency: 'EUR' });
    expect(teaserPrice({ hidePrice: true, overrideBubblePrice: 399 }, offer())).toBeNull();
    expect(teaserPrice({})).toBeNull();
    const noOld = offer({ price: { perPersonAmount: 499.2, currency: 'EUR' } });
    expect(teaserPrice({ priceComparisonFallbackPercent: 5 }, noOld)).toEqual({
      amount: 499.2,
      currency: 'EUR',
    });
  });

  it('counts 3 times the rounded price as miles when the offer names none', () => {
    expect(offerMiles(offer())).toBe(1500);
    expect(offerMiles(offer({ milesAmount: 1234 }))).toBe(1234);
  });
});

describe('booking link dates', () => {
  it('departs today plus the departure offset and returns today plus the return offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 30 }),
        (day, departure, stay) => {
          const today = day.toISOString().slice(0, 10);
          const dates = bookingDates(
            today,
            {},
            offer({
              departureDateMinOffset: departure,
              returnDateMinOffset: departure + stay,
            }),
          );
          const dayMs = 86400000;
          const diff = (iso: string) => (Date.parse(iso) - Date.parse(today)) / dayMs;
          expect(diff(dates.departureDate!)).toBe(departure);
          expect(diff(dates.returnDate!)).toBe(departure + stay);
        },
      ),
    );
  });

  it("lets the offer's offsets win over the teaser's, and falls back to the offer's search dates", () => {
    const teaser = { departureDateMinOffset: 14, returnDateMinOffset: 21 };
    expect(bookingDates('2026-11-25', teaser, offer())).toEqual({
      departureDate: '2026-12-09',
      returnDate: '2026-12-16',
    });
    expect(
      bookingDates(
        '2026-11-25',
        teaser,
        offer({ departureDateMinOffset: 30, returnDateMinOffset: 37 }),
      ),
    ).toEqual({ departureDate: '2026-12-25', returnDate: '2027-01-01' });
    expect(bookingDates('2026-11-25', {}, offer())).toEqual({
      departureDate: '2026-12-25',
      returnDate: '2027-01-08',
    });
    // A return offset before the departure offset returns on the departure day.
    expect(
      bookingDates('2026-11-25', { departureDateMinOffset: 10, returnDateMinOffset: 3 }, offer()),
    ).toEqual({ departureDate: '2026-12-05', returnDate: '2026-12-05' });
  });

  it("builds the result-list search from the offer's product search", () => {
    const search = bookingSearch(
      '2026-11-25',
      { departureDateMinOffset: 14, returnDateMinOffset: 21 },
      offer({
        productSearch: {
          destinations: ['gr-crete'],
          flight: { departureAirports: ['MUC'], maxStops: 0 },
          travelPeriod: { duration: '7' },
          travellers: { adults: [{}, {}, {}], children: [{ dateOfBirth: '2018-05-01' }] },
        },
      }),
    );
    expect(search).toEqual({
      destinationIds: ['gr-crete'],
      airports: ['MUC'],
      period: {
        departureDate: '2026-12-09',
        returnDate: '2026-12-16',
        duration: '7',
        exact: false,
      },
      // The teaser's child date stands for an age: it is never booked as a birth date.
      travellers: { adultsCount: 3, childrenBirthDates: ['2018-05-01'], childrenAgeOnly: [true] },
      maxStops: 0,
    });
    // Without any dates there is no result-list link.
    expect(bookingSearch('2026-11-25', {}, offer({ productSearch: {} }))).toBeNull();
  });
});

describe('text block modifiers', () => {
  it('defaults to left, default size and the light scheme', () => {
    expect(textBlockClasses('t', {})).toBe('t t--left t--size-default t--light');
    expect(
      textBlockClasses('t', {
        textBlockPosition: 'right',
        textBlockSize: 'higher',
        colorScheme: 'brand',
      }),
    ).toBe('t t--right t--size-higher t--brand');
  });
});
