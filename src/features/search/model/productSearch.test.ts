import { bookingProductSearch, toProductSearch } from './productSearch';
import { anyStops } from './searchTypes';

describe('product search of the applied search', () => {
  it('maps destinations, period, airports, stops and travellers; babies are under 2 on departure', () => {
    const search = toProductSearch(
      {
        destinationIds: ['es-mallorca'],
        airports: ['FRA', 'North'],
        period: {
          departureDate: '2027-06-10',
          returnDate: '2027-06-17',
          duration: '7',
          exact: true,
        },
        travellers: { adultsCount: 2, childrenBirthDates: ['2019-05-01', '2025-07-01'] },
        maxStops: anyStops,
      },
      2,
    );
    expect(search).toEqual({
      globalAttributes: { page: 2 },
      destinations: ['es-mallorca'],
      travelPeriod: { departureDate: '2027-06-10', returnDate: '2027-06-17', duration: '7' },
      flight: { departureAirports: ['FRA', 'North'], maxStops: 10000 },
      travellers: {
        adults: [{}, {}],
        children: [{ dateOfBirth: '2019-05-01' }],
        babies: [{ dateOfBirth: '2025-07-01' }],
      },
    });
  });

  it('sends a child as a baby until its 24th month is complete, month ends included', () => {
    const travellersOn = (departureDate: string, ...childrenBirthDates: string[]) =>
      toProductSearch({
        destinationIds: [],
        airports: [],
        period: { departureDate, returnDate: '2027-03-14', duration: '7', exact: false },
        travellers: { adultsCount: 2, childrenBirthDates },
        maxStops: anyStops,
      }).travellers!;
    // 31 March to 28 February: 23 months; 28 February to 28 February: 24.
    expect(travellersOn('2027-02-28', '2025-03-31', '2025-02-28')).toEqual({
      adults: [{}, {}],
      children: [{ dateOfBirth: '2025-02-28' }],
      babies: [{ dateOfBirth: '2025-03-31' }],
    });
    // Born on 29 February: 24 months on 28 February of a common year.
    expect(travellersOn('2026-02-28', '2024-02-29').babies).toEqual([]);
    expect(travellersOn('2026-02-27', '2024-02-29').babies).toEqual([
      { dateOfBirth: '2024-02-29' },
    ]);
    // A date that is no date makes no baby.
    expect(travellersOn('2027-02-28', '2026-02-30').babies).toEqual([]);
  });

  it('searches with a date standing in for an age but leaves it out of the booking', () => {
    const search = toProductSearch({
      destinationIds: [],
      airports: [],
      period: {
        departureDate: '2027-06-10',
        returnDate: '2027-06-17',
        duration: '7',
        exact: false,
      },
      travellers: {
        adultsCount: 1,
        childrenBirthDates: ['2020-12-10', '2015-02-03', '2026-12-10'],
        childrenAgeOnly: [true, false, true],
      },
      maxStops: anyStops,
    });
    expect(search.travellers).toEqual({
      adults: [{}],
      children: [{ dateOfBirth: '2020-12-10', ageOnly: true }, { dateOfBirth: '2015-02-03' }],
      babies: [{ dateOfBirth: '2026-12-10', ageOnly: true }],
    });
    // Each child keeps its place: the operator matches them to the offer's ages in order.
    expect(bookingProductSearch(search).travellers).toEqual({
      adults: [{}],
      children: [{}, { dateOfBirth: '2015-02-03' }],
      babies: [{}],
    });
    expect(bookingProductSearch(search).travelPeriod).toEqual(search.travelPeriod);
  });
});
