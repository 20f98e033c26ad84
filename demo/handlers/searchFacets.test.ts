/** @jest-environment node */
import fc from 'fast-check';
import type { FilterGroupKey, ResultListResponse } from '../../src/api/types';
import type { SearchQuery } from '../../src/features/search/model/searchQuery';
import {
  facetGroupOrder,
  isFilterActive,
  toggleFilter,
} from '../../src/features/resultlist/model/facets';
import {
  defaultListParams,
  emptyFilters,
  toResultListRequest,
  withFilters,
} from '../../src/features/search/model/listParams';
import type { ListFilters } from '../../src/features/search/model/listTypes';
import { attributeLabels, boardLabels, roomLabels, viewLabels } from '../catalogue/lexicon';
import { startDemoServer } from '../testing/demoServer';
import { call } from '../testing/shape';

startDemoServer();

const searchFor = (destination: string): SearchQuery => ({
  destinationIds: [destination],
  airports: ['FRA', 'MUC'],
  period: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7', exact: false },
  travellers: { adultsCount: 2, childrenBirthDates: [] },
  maxStops: 10000,
});

/** The list the shop asks for with these filters, as its own request builder writes it. */
async function listWith(destination: string, filters: ListFilters): Promise<ResultListResponse> {
  const request = toResultListRequest(
    searchFor(destination),
    withFilters(defaultListParams, filters),
  );
  const { status, body } = await call('get_mixed_resultlist', {
    body: request,
    query: { locale: 'en-gb' },
  });
  expect(status).toBe(200);
  return body as ResultListResponse;
}

/** Choosing an option as the visitor does; an option already chosen leaves the filters as they are. */
const choose = (filters: ListFilters, group: FilterGroupKey, value: string) =>
  isFilterActive(filters, group, value) ? filters : toggleFilter(filters, group, value);

const countOf = (list: ResultListResponse, group: FilterGroupKey, value: string) =>
  list.filters[group].find((option) => option.value === value)?.count;

const boards = Object.keys(boardLabels);
const amenities = Object.keys(attributeLabels);
const rooms = Object.keys(roomLabels);
const views = Object.keys(viewLabels);

const someOf = (codes: string[]) => fc.subarray(codes, { maxLength: 2 });
const filterState: fc.Arbitrary<ListFilters> = fc.record(
  {
    maxPrice: fc.constantFrom(500, 650, 800, 1200, 2000),
    minRating: fc.constantFrom(4, 4.5, 5, 5.5),
    category: fc.integer({ min: 2, max: 5 }),
    amenities: someOf(amenities),
    boards: someOf(boards),
    rooms: someOf(rooms),
    views: someOf(views),
  },
  { requiredKeys: ['amenities', 'boards', 'rooms', 'views'] },
);

describe('result list facets (docs/rules/result-list.md)', () => {
  it('counts what choosing the option gives, for any filters and any option the list offers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('es-mallorca', 'gr-crete', 'cy'),
        filterState,
        fc.constantFrom(...facetGroupOrder),
        fc.nat(),
        async (destination, filters, group, pick) => {
          const list = await listWith(destination, filters);
          const options = list.filters[group];
          fc.pre(options.length > 0);
          const option = options[pick % options.length]!;
          const chosen = await listWith(destination, choose(filters, group, option.value));
          expect(option.count).toBe(chosen.count);
          expect(option.available).toBe(option.count > 0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('adds a board to the boards already chosen: the count of either', async () => {
    const onlyAi = await listWith('es-mallorca', { ...emptyFilters, boards: ['AI'] });
    const aiOrBb = await listWith('es-mallorca', { ...emptyFilters, boards: ['AI', 'BB'] });
    expect(countOf(onlyAi, 'board', 'BB')).toBe(aiOrBb.count);
    expect(aiOrBb.count).toBeGreaterThan(onlyAi.count);
    // The chosen board counts the list as it is.
    expect(countOf(onlyAi, 'board', 'AI')).toBe(onlyAi.count);
  });

  it('replaces the stars chosen: "3+" with 5 stars chosen counts the 3-star list', async () => {
    const fiveStars = await listWith('es-mallorca', { ...emptyFilters, category: 5 });
    const threeStars = await listWith('es-mallorca', { ...emptyFilters, category: 3 });
    expect(countOf(fiveStars, 'category', '3')).toBe(threeStars.count);
    expect(threeStars.count).toBeGreaterThan(fiveStars.count);
  });

  it('counts the same way in the facets call', async () => {
    const filters: ListFilters = { ...emptyFilters, boards: ['HB'], category: 4 };
    const request = toResultListRequest(
      searchFor('es-mallorca'),
      withFilters(defaultListParams, filters),
    );
    const list = await listWith('es-mallorca', filters);
    const { body } = await call('facets', { body: { productSearch: request.productSearch } });
    expect(body.count).toBe(list.count);
    expect(body.facets.board).toEqual(
      list.filters.board.map((option) => ({ code: option.value, count: option.count })),
    );
  });
});
