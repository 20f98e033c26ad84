import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RouteName } from '../config/routeTable';
import { shellActions } from '../features/shell';
import { makeTestStore, renderWithProviders } from './renderWithProviders';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/**
 * Renders a page part at a URL of a named route, the route known to the store before the first
 * render (as the shell does), with the current location readable through `currentLocation()`.
 */
export function renderAtRoute(ui: ReactElement, url: string, routeName: RouteName) {
  const store = makeTestStore();
  store.dispatch(
    shellActions.routeEntered({
      name: routeName,
      locale: 'en-gb',
      params: {},
      pathname: url.split('?')[0] ?? url,
    }),
  );
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {ui}
            <Where />
          </>
        }
      />
    </Routes>,
    { route: url, store },
  );
}

export const currentLocation = () =>
  screen.getByRole('status', { name: 'location' }).textContent ?? '';
