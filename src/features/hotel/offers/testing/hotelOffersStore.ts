import { createApiClient, type ApiClient, type RequestOptions } from '../../../../api/client';
import type { ApiRouteName } from '../../../../api/endpoints';
import { testApiBase } from '../../../../testing/renderWithProviders';
import type { ProductSearch } from '../../../../api/types';
import type { AppStore } from '../../../../store/makeStore';
import { featureStore } from '../../../../testing/featureStore';
import { addDays, todayApiDate } from '../../../../lib/calendarDates';
import { hotelOffersFeature } from '../hotelOffersFeature';
import { selectHotelOffers } from '../hotelOffersSlice';
import { offersRequested, type OfferContext } from '../state/actions';

/** A seeded demo hotel (ids start at 100001). */
export const testHotelId = 100001;

/** A week in about six weeks, from Frankfurt, two adults: inside the demo's bookable year. */
export function testProductSearch(airports: string[] = ['FRA']): ProductSearch {
  const departure = addDays(todayApiDate(), 42);
  return {
    travelPeriod: { departureDate: departure, returnDate: addDays(departure, 7), duration: '7' },
    flight: { departureAirports: airports },
    travellers: { adults: [{}, {}], children: [], babies: [] },
  };
}

export function testContext(airports: string[] = ['FRA'], hotelId = testHotelId): OfferContext {
  const productSearch = testProductSearch(airports);
  return {
    key: `${hotelId}|en-gb|${JSON.stringify(productSearch)}`,
    hotelId,
    productSearch,
    preselectedAirports: airports,
  };
}

/** A real store with the offer area injected, on the hotel route of en-gb. */
export function hotelOffersStore(api?: ApiClient): AppStore {
  return featureStore(
    hotelOffersFeature,
    { name: 'hoteldetail', pathname: `/en-gb/hotel/spain/test-hotel-${testHotelId}` },
    api,
  );
}

/** The same store on the real demo-host client, watched: every request with its body and signal. */
export function watchedHotelOffersStore() {
  const real = createApiClient(testApiBase);
  const calls: RequestOptions[] = [];
  const api: ApiClient = {
    request(options) {
      calls.push(options);
      return real.request(options);
    },
  };
  const callsTo = (route: ApiRouteName) => calls.filter((call) => call.route === route);
  return { store: hotelOffersStore(api), calls, callsTo };
}

export const offerArea = (store: AppStore) => selectHotelOffers(store.getState());

export function requestOffers(
  store: AppStore,
  selectedOfferId: string | null = null,
  options: { context?: OfferContext; force?: boolean } = {},
) {
  store.dispatch(
    offersRequested({
      context: options.context ?? testContext(),
      selectedOfferId,
      force: options.force,
    }),
  );
}
