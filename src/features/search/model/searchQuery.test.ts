import fc from 'fast-check';
import { toQueryString } from '../../../config/routes';
import { parseSearchQuery, toSearchParams, type SearchQuery } from './searchQuery';
import { anyStops, directFlightStops } from './searchTypes';
import { withAgeOnly } from './ageOnly';

const defaults: SearchQuery = {
  destinationIds: [],
  airports: [],
  period: { departureDate: '2027-03-01', returnDate: '2027-03-08', duration: '7', exact: false },
  travellers: { adultsCount: 2, childrenBirthDates: [] },
  maxStops: anyStops,
};

const isoDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);

const searchQuery: fc.Arbitrary<SearchQuery> = fc.record({
  destinationIds: fc.uniqueArray(id, { maxLength: 5 }),
  airports: fc.uniqueArray(fc.constantFrom('FRA', 'MUC', 'HAM', 'North', 'South', 'VIE'), {
    maxLength: 5,
  }),
  period: fc.record({
    departureDate: isoDate,
    returnDate: isoDate,
    duration: fc.constantFrom('7', '14', '1-4', '16-21'),
    exact: fc.boolean(),
  }),
  travellers: fc
    .record({
      adultsCount: fc.integer({ min: 1, max: 6 }),
      children: fc.array(fc.tuple(isoDate, fc.boolean()), { maxLength: 4 }),
    })
    .map(({ adultsCount, children }) =>
      withAgeOnly(
        { adultsCount, childrenBirthDates: children.map(([date]) => date) },
        children.map(([, ageOnly]) => ageOnly),
      ),
    ),
  maxStops: fc.constantFrom(directFlightStops, anyStops),
});

const roundTrip = (query: SearchQuery) =>
  parseSearchQuery(new URLSearchParams(toQueryString(toSearchParams(query))), defaults);

describe('the search in the URL', () => {
  it('restores exactly the same search from its URL', () => {
    fc.assert(fc.property(searchQuery, (query) => expect(roundTrip(query)).toEqual(query)));
  });

  it('falls back to the defaults for a bare or broken URL', () => {
    expect(parseSearchQuery(new URLSearchParams(''), defaults)).toEqual(defaults);
    const broken = new URLSearchParams(
      'from=tomorrow&to=2027-01-01&adults=-3&children=2019-01-01,nope&stops=7',
    );
    expect(parseSearchQuery(broken, defaults)).toEqual(defaults);
  });

  it('marks a date standing in for an age with ~ and tells it from a birth date given', () => {
    const travellers = withAgeOnly(
      { adultsCount: 2, childrenBirthDates: ['2016-12-01', '2012-03-04'] },
      [true, false],
    );
    expect(toSearchParams({ ...defaults, travellers }).children).toBe('~2016-12-01,2012-03-04');
    const parsed = parseSearchQuery(
      new URLSearchParams('adults=2&children=~2016-12-01,2012-03-04'),
      defaults,
    );
    expect(parsed.travellers).toEqual({
      adultsCount: 2,
      childrenBirthDates: ['2016-12-01', '2012-03-04'],
      childrenAgeOnly: [true, false],
    });
  });

  it('takes unmarked dates as birth dates given, as links from before the mark do', () => {
    const parsed = parseSearchQuery(new URLSearchParams('children=2012-03-04'), defaults);
    expect(parsed.travellers.childrenBirthDates).toEqual(['2012-03-04']);
    expect(parsed.travellers.childrenAgeOnly).toBeUndefined();
    expect(parseSearchQuery(new URLSearchParams('children=~nope'), defaults).travellers).toEqual(
      defaults.travellers,
    );
  });

  it('drops duplicate destinations and airports', () => {
    const query = parseSearchQuery(new URLSearchParams('dest=es,es,gr&dep=FRA,FRA'), defaults);
    expect(query.destinationIds).toEqual(['es', 'gr']);
    expect(query.airports).toEqual(['FRA']);
  });

  it('writes direct flights as stops=0 and leaves any-stops out', () => {
    expect(toSearchParams({ ...defaults, maxStops: directFlightStops }).stops).toBe('0');
    expect(toSearchParams(defaults).stops).toBeUndefined();
  });
});
