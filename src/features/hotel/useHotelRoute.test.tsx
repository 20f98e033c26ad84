import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { shellActions } from '../shell';
import { makeTestStore } from '../../testing/renderWithProviders';
import { useHotelRoute } from './useHotelRoute';

const hotelRoute = {
  name: 'hoteldetail' as const,
  locale: 'en-gb' as const,
  params: { slugPath: 'spain/mallorca/palma', slugName: 'paradise-sol-palace', g: '100001' },
  pathname: '/en-gb/hotel/spain/mallorca/palma/paradise-sol-palace-100001',
};

function renderHotelRoute() {
  const store = makeTestStore();
  store.dispatch(shellActions.routeEntered(hotelRoute));
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(
    () => {
      renders += 1;
      return useHotelRoute();
    },
    { wrapper },
  );
  return { store, view, renders: () => renders };
}

describe('useHotelRoute', () => {
  it("reads the hotel's id and slugs from the hotel route", () => {
    const { view } = renderHotelRoute();
    expect(view.result.current).toEqual({
      hotelId: 100001,
      slugName: 'paradise-sol-palace',
      slugPath: 'spain/mallorca/palma',
    });
  });

  it("renders nothing again when only the route's status changes (docs/rules/speed.md)", () => {
    const { store, view, renders } = renderHotelRoute();
    const before = renders();
    act(() => {
      store.dispatch(shellActions.routeChunkLoading());
      store.dispatch(shellActions.routeShown());
    });
    expect(store.getState().shell.route.status).toBe('shown');
    expect(renders()).toBe(before);

    act(() => {
      store.dispatch(
        shellActions.routeEntered({
          ...hotelRoute,
          params: { ...hotelRoute.params, g: '100002' },
          pathname: '/en-gb/hotel/spain/mallorca/palma/paradise-sol-palace-100002',
        }),
      );
    });
    expect(view.result.current.hotelId).toBe(100002);
  });

  it('has no hotel off the hotel route', () => {
    const { store, view } = renderHotelRoute();
    act(() => {
      store.dispatch(
        shellActions.routeEntered({
          name: 'favorites',
          locale: 'en-gb',
          params: {},
          pathname: '/en-gb/favorites',
        }),
      );
    });
    expect(view.result.current.hotelId).toBeNull();
  });
});
