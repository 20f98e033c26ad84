import { toQueryString } from '../../../config/routes';
import type { ProductSearch } from '../../../api/types';
import { savedSearchQuery, savedSearchSummary } from './savedSearch';

const week: ProductSearch = {
  travelPeriod: { departureDate: '2027-01-09', returnDate: '2027-01-16', duration: '7' },
  flight: { departureAirports: ['FRA', 'MUC'], maxStops: 0 },
  travellers: {
    adults: [{}, {}],
    children: [{ dateOfBirth: '2019-05-26' }, { dateOfBirth: '2014-12-01', ageOnly: true }],
    babies: [{ dateOfBirth: '2026-03-02' }],
  },
  hotel: { rooms: [{ boardCodeList: ['AI'], viewCodeList: ['SEA'] }] },
};

describe("a favourite's kept search (docs/rules/favourites.md)", () => {
  it('sums up dates, nights and travellers, children and babies together', () => {
    expect(savedSearchSummary(week)).toEqual({
      departureDate: '2027-01-09',
      returnDate: '2027-01-16',
      nights: 7,
      adults: 2,
      children: 3,
    });
  });

  it('leaves the nights open when the search did', () => {
    const open = { ...week, travelPeriod: { ...week.travelPeriod, duration: 'exact' } };
    expect(savedSearchSummary(open)?.nights).toBeNull();
  });

  it('has no summary and no link query for a favourite saved without a search', () => {
    expect(savedSearchSummary(undefined)).toBeNull();
    expect(savedSearchSummary({ travellers: week.travellers })).toBeNull();
    expect(savedSearchQuery(undefined)).toEqual({});
  });

  it('links to the hotel with the search in the shop URL names, age-only children marked', () => {
    const params = new URLSearchParams(toQueryString(savedSearchQuery(week)));
    expect(Object.fromEntries(params)).toEqual({
      dep: 'FRA,MUC',
      from: '2027-01-09',
      to: '2027-01-16',
      dur: '7',
      adults: '2',
      children: '2019-05-26,~2014-12-01,2026-03-02',
      stops: '0',
      board: 'AI',
      view: 'SEA',
    });
  });
});
