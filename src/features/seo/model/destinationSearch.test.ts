/** @jest-environment node */
import { destinationContent } from '../testing/seoFixtures';
import {
  filtersFromQuery,
  filtersToQuery,
  productVariables,
  resultListQuery,
  teaserVariables,
  weatherVariables,
} from './destinationSearch';

const today = '2026-07-15';
const period = { departureDate: '2026-07-15', returnDate: '2026-10-31' };
const destination = { path: 'urlaub/spanien/mallorca', static_group_id: 4711 };

describe('destination product search variables', () => {
  it('sends the defaults: maxp -1, recommendation 70, category 3', () => {
    expect(
      productVariables(destinationContent(), {
        page: 2,
        perPage: 10,
        filters: { boards: [] },
        today,
      }),
    ).toEqual({
      destinationContent: destination,
      page: 2,
      perPage: 10,
      config: {
        maxp: -1,
        recommendation: 70,
        category: 3,
        sort: 'recommendation',
        travelPeriod: period,
      },
    });
  });

  it("takes the page's own filter over the defaults, and the visitor's over both", () => {
    const content = destinationContent({
      filter: { category: 4, recommendation: 80, maxp: 900, board_codes: 'AI' },
      sorting_order: 'price',
    });
    const own = productVariables(content, { page: 1, perPage: 20, filters: { boards: [] }, today });
    expect(own.config).toEqual({
      maxp: 900,
      recommendation: 80,
      category: 4,
      sort: 'price',
      board_codes: 'AI',
      travelPeriod: period,
    });
    const chosen = productVariables(content, {
      page: 1,
      perPage: 20,
      filters: { boards: ['HB', 'FB'], category: 5, maxp: 500, sort: 'rating' },
      today,
    });
    expect(chosen.config).toEqual({
      maxp: 500,
      recommendation: 80,
      category: 5,
      sort: 'rating',
      board_codes: 'HB,FB',
      travelPeriod: period,
    });
  });

  it('leaves the travel period out when the content has no valid month-days', () => {
    const content = destinationContent({ travel_period_from: '', travel_period_to: '10-31' });
    const { config } = productVariables(content, {
      page: 1,
      perPage: 10,
      filters: { boards: [] },
      today,
    });
    expect(config).not.toHaveProperty('travelPeriod');
  });

  it('asks the teaser variant for page 1, one product, sorted by price', () => {
    const content = destinationContent({ sorting_order: 'rating' });
    expect(teaserVariables(content, today)).toEqual({
      destinationContent: destination,
      page: 1,
      perPage: 1,
      config: { maxp: -1, recommendation: 70, category: 3, sort: 'price', travelPeriod: period },
    });
  });

  it('asks the weather variant for the first product of the default search', () => {
    expect(weatherVariables(destinationContent(), today)).toEqual({
      destinationContent: destination,
      page: 1,
      perPage: 1,
      config: {
        maxp: -1,
        recommendation: 70,
        category: 3,
        sort: 'recommendation',
        travelPeriod: period,
      },
    });
  });

  it('reads filters from the query, dropping what is malformed, and writes them back', () => {
    const query = new URLSearchParams('sort=price&maxp=800&stars=4&board=AI,HB,<x>,AI');
    const filters = filtersFromQuery(query);
    expect(filters).toEqual({ sort: 'price', maxp: 800, category: 4, boards: ['AI', 'HB'] });
    expect(filtersToQuery(filters)).toEqual({
      sort: 'price',
      maxp: '800',
      stars: '4',
      board: 'AI,HB',
    });
    expect(filtersFromQuery(new URLSearchParams('sort=cheap&maxp=-5&stars=9&board='))).toEqual({
      boards: [],
    });
    expect(filtersToQuery({ boards: [] })).toEqual({
      sort: undefined,
      maxp: undefined,
      stars: undefined,
      board: undefined,
    });
  });

  it('leads the teaser to the result list with 10 results per page', () => {
    expect(resultListQuery(destinationContent(), today, { per: 10 })).toEqual({
      dest: 'es-mallorca',
      from: '2026-07-15',
      to: '2026-10-31',
      per: '10',
      map: undefined,
    });
  });

  it('keeps the search that priced the teaser: dates, stay, stars, board and price limit', () => {
    const pricedBy = {
      travelPeriod: { departureDate: '2026-07-15', returnDate: '2026-10-31', duration: '7' },
      hotel: { category: 3, rooms: [{ boardCodeList: ['HB'] }] },
      price: { max: 900 },
    };
    const query = resultListQuery(destinationContent(), today, { per: 10, pricedBy });
    expect(query).toMatchObject({
      dest: 'es-mallorca',
      from: '2026-07-15',
      to: '2026-10-31',
      dur: '7',
      stars: '3',
      board: 'HB',
      maxp: '900',
      per: '10',
    });
  });
});
