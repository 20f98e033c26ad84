/** @jest-environment node */
import type {
  DestinationContent,
  DestinationOperationName,
  GraphqlResponse,
} from '../../src/api/types';
import { productVariables } from '../../src/features/seo/model/destinationSearch';
import { startDemoServer, testToday as today } from '../testing/demoServer';
import { expectResultItem } from '../testing/resultItem';
import { call, expectShape, requiredKeys } from '../testing/shape';

startDemoServer();

async function gql<N extends DestinationOperationName>(operationName: N, variables: object) {
  const { status, body } = await call('graphql', {
    body: { operationName, variables, query: `query ${operationName} { ${operationName} }` },
    query: { locale: 'de-de' },
  });
  expect(status).toBe(200);
  const data = (body as GraphqlResponse<N>).data;
  if (!data) throw new Error(`no data for ${operationName}`);
  return data[operationName];
}

describe('one hotel count on a destination page', () => {
  it.each(['urlaub/spanien/mallorca', 'urlaub/griechenland/kreta'])(
    '%s: teaser, FAQ and the list the shop asks for say the same count; a star option opens its count',
    async (path) => {
      const content = await gql('loadDestinationContent', { path });
      if (!content) throw new Error(`no content for ${path}`);
      const list = await gql(
        'loadDestinationProduct',
        productVariables(content, { page: 1, perPage: 10, filters: { boards: [] }, today }),
      );
      const total = list.paging.total;
      expect(total).toBeGreaterThan(10);
      expect(content.teaser.teaser_description).toContain(`${total} Hotels`);
      const faq = await gql('loadDestinationFAQ', { path });
      expect(JSON.stringify(faq)).toContain(`${total} Hotels`);

      // Each star option says how many hotels choosing it lists.
      for (const option of list.facets.category ?? []) {
        const chosen = await gql(
          'loadDestinationProduct',
          productVariables(content, {
            page: 1,
            perPage: 1,
            filters: { boards: [], category: Number(option.code) },
            today,
          }),
        );
        expect([option.code, option.count]).toEqual([option.code, chosen.paging.total]);
      }
    },
  );
});

describe('GraphQL destination content', () => {
  it('loads destination content by group/path', async () => {
    const content = await gql('loadDestinationContent', { path: 'urlaub/spanien/mallorca' });
    const typed = expectShape<DestinationContent>(
      content,
      requiredKeys<DestinationContent>()(
        'id',
        'path',
        'location',
        'booking_information',
        'site_information',
        'departure_airports',
        'teaser',
        'seo_content',
        'quick_links',
        'hotel',
        'static_group_id',
        'sorting_order',
        'breadcrumbs',
        'travel_period_from',
        'travel_period_to',
        'filter',
        'main_teaser_element',
      ),
    );
    expect(typed.location).toEqual({ city: null, region: 'Mallorca', country: 'Spanien' });
    expect(typed.breadcrumbs.map((b) => b.name)).toEqual(['Startseite', 'Spanien', 'Mallorca']);
    expect(typed.breadcrumbs.at(-1)?.url).toBeUndefined();
    expect(typed.seo_content.seo_info_collection.length).toBeGreaterThanOrEqual(2);
    expect(await gql('loadDestinationContent', { path: 'urlaub/atlantis' })).toBeNull();
  });

  it('loads destination products with paging, facets and weather', async () => {
    const result = await gql('loadDestinationProduct', {
      destinationContent: { path: 'urlaub/griechenland/kreta' },
      page: 2,
      perPage: 5,
      config: { sort: 'price', board_codes: 'AI,HB' },
    });
    expect(result.paging).toEqual(expect.objectContaining({ page: 2, perPage: 5 }));
    expect(result.paging.total).toBeGreaterThan(5);
    expect(result.products).toHaveLength(5);
    result.products.forEach(expectResultItem);
    expect(result.products[0]?.hotels[0]?.location.avgAirTemp).toEqual(expect.any(Number));
    expect(
      result.products.every((p) => ['AI', 'HB'].includes(p.offers[0]?.rooms[0]?.board.code ?? '')),
    ).toBe(true);
    expect(result.facets.category.length).toBeGreaterThan(0);
  });

  it('searches the travel period it is given, and without one applies the page defaults', async () => {
    const travelPeriod = { departureDate: '2026-06-01', returnDate: '2026-06-30' };
    const result = await gql('loadDestinationProduct', {
      destinationContent: { path: 'urlaub/griechenland/kreta' },
      page: 1,
      perPage: 50,
      config: { maxp: -1, recommendation: 70, category: 3, travelPeriod },
    });
    expect(result.productSearch.travelPeriod).toEqual(expect.objectContaining(travelPeriod));
    expect(result.productSearch.price).toBeUndefined();
    expect(result.productSearch.hotel?.category).toBe(3);
    const strict = await gql('loadDestinationProduct', {
      destinationContent: { path: 'urlaub/griechenland/kreta' },
      page: 1,
      perPage: 50,
      config: { maxp: -1, recommendation: 95, category: 5 },
    });
    expect(strict.paging.total).toBeLessThan(result.paging.total);
    expect(strict.products.every((p) => (p.hotels[0]?.category ?? 0) >= 5)).toBe(true);
  });

  it('answers the teaser variant with the single cheapest offer', async () => {
    const variables = (perPage: number) => ({
      destinationContent: { path: 'urlaub/spanien/mallorca' },
      page: 1,
      perPage,
      config: { maxp: -1, recommendation: 70, category: 3, sort: 'price' },
    });
    const teaser = await gql('loadDestinationProduct', variables(1));
    const all = await gql('loadDestinationProduct', variables(50));
    expect(teaser.products).toHaveLength(1);
    const price = (p: (typeof all.products)[number]) => p.offers[0]?.price.perPersonAmount ?? 0;
    expect(price(teaser.products[0]!)).toBe(Math.min(...all.products.map(price)));
  });

  it('loads quick links, siblings, FAQ, tabs and prefixes', async () => {
    const links = await gql('loadDestinationQuicklinks', {
      path: 'spanien/mallorca',
      group: 'urlaub',
    });
    expect(links[0]).toEqual({ name: 'Palma', url: '/de-de/urlaub/spanien/mallorca/palma.html' });
    const siblings = await gql('loadDestinationSiblings', { path: 'urlaub/spanien/mallorca' });
    expect(siblings.map((s) => s.name)).toContain('Teneriffa');
    expect(siblings[0]?.image).toMatch(/^\/demo-media\/destination\//);
    const faq = await gql('loadDestinationFAQ', { path: 'urlaub/spanien/mallorca' });
    expect(faq.sections[0]?.items[0]?.answer).toMatch(/<p>/);
    const tabs = await gql('loadDestinationTabs', { path: 'urlaub/spanien/mallorca' });
    expect(tabs.items.map((t) => t.title)).toEqual(['Klima', 'Einreise', 'Sehenswürdigkeiten']);
    const prefixes = await gql('loadDestinationPrefixes', {});
    expect(prefixes).toHaveLength(26);
    expect(prefixes.find((p) => p.prefix === 'm')?.exists).toBe(true);
    expect(prefixes.find((p) => p.prefix === 'q')?.exists).toBe(false);
  });

  it('answers 400 with errors for an unknown operation', async () => {
    const { status, body } = await call('graphql', {
      body: { operationName: 'dropTables', variables: {} },
    });
    expect(status).toBe(400);
    expect((body as GraphqlResponse).errors?.[0]?.message).toMatch(/Unknown operation/);
  });
});
