import { Profiler } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { toSearchParams } from '../../../search';
import { shellActions } from '../../../shell';
import { toQueryString } from '../../../../config/routes';
import { makeTestStore, renderWithProviders } from '../../../../testing/renderWithProviders';
import { HotelOffers } from '../HotelOffers';
import { testHotelId, testProductSearch } from './hotelOffersStore';

/** Where the router is, and the history state of the entry, for the assertions. */
function Where() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{pathname + search}</output>
      <output aria-label="history state">{JSON.stringify(state ?? null)}</output>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        History forward
      </button>
    </>
  );
}

/** The URL of the test hotel with the test search and extra query parameters. */
export function hotelUrl(extra: Record<string, string> = {}, airports = ['FRA']) {
  const { departureDate = '', returnDate = '' } = testProductSearch(airports).travelPeriod ?? {};
  const query = toSearchParams({
    destinationIds: [],
    airports,
    period: { departureDate, returnDate, duration: '7', exact: false },
    travellers: { adultsCount: 2, childrenBirthDates: [] },
    maxStops: 10000,
  });
  return `/en-gb/hotel/spain/test-hotel-${testHotelId}${toQueryString({ ...query, ...extra })}`;
}

/** The offer area on the hotel route, the route known to the store as the shell would leave it. */
export function renderHotelOffers(
  url = hotelUrl(),
  language: 'en' | 'de' = 'en',
  scrollNavigation = false,
  /** Called with every commit of the offer area (a React Profiler's callback). */
  onCommit?: () => void,
) {
  const store = makeTestStore();
  const pathname = url.split('?')[0] ?? url;
  store.dispatch(
    shellActions.routeEntered({
      name: 'hoteldetail',
      locale: language === 'de' ? 'de-de' : 'en-gb',
      params: { slugPath: 'spain', slugName: 'test-hotel', g: String(testHotelId) },
      pathname,
    }),
  );
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Profiler id="hotel-offers" onRender={() => onCommit?.()}>
              <HotelOffers scrollNavigation={scrollNavigation} />
            </Profiler>
            <Where />
          </>
        }
      />
    </Routes>,
    { route: url, store, language },
  );
}

export const currentUrl = () =>
  new URL(screen.getByRole('status', { name: 'location' }).textContent ?? '', 'http://shop.test');

export const historyState = (): unknown =>
  JSON.parse(screen.getByRole('status', { name: 'history state' }).textContent ?? 'null');
