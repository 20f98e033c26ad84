import type {
  DestinationContent,
  DestinationProductResult,
  MixedResultItem,
} from '../../../api/types';
import { testHotel, testItem } from '../../../testing/resultItems';

/** A destination content answer with overrides. */
export function destinationContent(
  overrides: Partial<DestinationContent> = {},
): DestinationContent {
  return {
    id: 'es-mallorca',
    path: 'urlaub/spanien/mallorca',
    location: { city: null, region: 'Mallorca', country: 'Spanien' },
    booking_information: '<p>Buchen Sie bei uns.</p>',
    site_information: { weather_headline: 'Wetter auf Mallorca' },
    departure_airports: ['FRA'],
    teaser: {
      teaser_title: 'Urlaub auf Mallorca',
      teaser_description: '120 Hotels, Flug inklusive',
      teaser_image: '/demo-media/destination/es-mallorca/1.svg',
    },
    seo_content: {
      seo_info_collection: [
        { headline: 'Urlaub auf Mallorca', text: '<p>Die Lieblingsinsel.</p>' },
        { headline: 'Beste Reisezeit', text: '<p>Mai bis Oktober.</p>' },
      ],
    },
    quick_links: { links: [{ name: 'Palma', url: '/de-de/urlaub/spanien/mallorca/palma.html' }] },
    hotel: { headline: 'Die besten Hotels auf Mallorca' },
    static_group_id: 4711,
    sorting_order: 'recommendation',
    breadcrumbs: [
      { name: 'Startseite', url: '/de-de' },
      { name: 'Spanien', url: '/de-de/urlaub/spanien.html' },
      { name: 'Mallorca' },
    ],
    travel_period_from: '05-01',
    travel_period_to: '10-31',
    filter: {},
    main_teaser_element: null,
    ...overrides,
  };
}

/** A destination product whose first hotel has the given average temperatures. */
export function productWithWeather(air?: number, water?: number): MixedResultItem {
  const hotel = testHotel();
  const location = {
    ...hotel.location,
    ...(air === undefined ? {} : { avgAirTemp: air }),
    ...(water === undefined ? {} : { avgWaterTemp: water }),
  };
  return testItem({ hotel: { location } });
}

const noFacets: DestinationProductResult['facets'] = {
  price: [],
  rating: [],
  category: [],
  amenities: [],
  board: [],
  room: [],
  view: [],
};

/** A loadDestinationProduct answer with the given products, total and facets. */
export function productResult(
  products: MixedResultItem[],
  {
    total = products.length,
    facets = {},
  }: { total?: number; facets?: Partial<typeof noFacets> } = {},
): DestinationProductResult {
  return {
    products,
    facets: { ...noFacets, ...facets },
    paging: { total, perPage: 10, page: 1 },
    productSearch: {},
  };
}
