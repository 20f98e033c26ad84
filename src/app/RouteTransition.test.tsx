import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { shellActions } from '../features/shell/shellSlice';
import { EXIT_MS, RouteTransition, TRANSITION_MS } from './RouteTransition';

describe('route transitions (spec 1 §2.2, §4 Router)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const enter = (name: 'homepage' | 'resultlist', pathname: string) =>
    shellActions.routeEntered({ name, locale: 'en-gb', params: {}, pathname });

  it('keeps the old page, hidden and inert, for the exit half, and is transitioning for 1000 ms', () => {
    const { store, rerender } = renderWithProviders(
      <RouteTransition routeKey="homepage">
        <p>Home page</p>
      </RouteTransition>,
    );
    act(() => {
      store.dispatch(enter('homepage', '/en-gb'));
      store.dispatch(shellActions.routeShown());
    });
    expect(store.getState().shell.route.status).toBe('shown');

    act(() => store.dispatch(enter('resultlist', '/en-gb/search')));
    rerender(
      <RouteTransition routeKey="resultlist">
        <p>Results</p>
      </RouteTransition>,
    );
    expect(store.getState().shell.route.status).toBe('transitioning');
    expect(screen.getByText('Results')).toBeVisible();
    // The leaving page is out of the accessibility tree at once.
    expect(screen.queryByText('Home page', { ignore: '[aria-hidden] *' })).toBeNull();
    expect(screen.getByText('Home page').closest('[aria-hidden="true"]')).not.toBeNull();

    act(() => jest.advanceTimersByTime(EXIT_MS));
    expect(screen.queryByText('Home page')).toBeNull();
    expect(store.getState().shell.route.status).toBe('transitioning');

    act(() => jest.advanceTimersByTime(TRANSITION_MS - EXIT_MS));
    expect(store.getState().shell.route.status).toBe('shown');
  });

  it('does not transition when only the page content changes', () => {
    const { rerender } = renderWithProviders(
      <RouteTransition routeKey="resultlist">
        <p>Page 1</p>
      </RouteTransition>,
    );
    rerender(
      <RouteTransition routeKey="resultlist">
        <p>Page 2</p>
      </RouteTransition>,
    );
    expect(screen.getByText('Page 2')).toBeVisible();
    expect(screen.queryByText('Page 1')).toBeNull();
  });

  it('uses the spec timings', () => {
    expect(TRANSITION_MS).toBe(1000);
    expect(EXIT_MS).toBe(500);
  });
});
