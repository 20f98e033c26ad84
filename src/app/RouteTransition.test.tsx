import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { PageNavigate } from '../ui/routeLeaving';
import { renderWithProviders } from '../testing/renderWithProviders';
import { shellActions } from '../features/shell';
import { EXIT_MS, RouteTransition, TRANSITION_MS } from './RouteTransition';

describe('route transitions', () => {
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

  it('takes 1000 ms, of which the exit is half', () => {
    expect(TRANSITION_MS).toBe(1000);
    expect(EXIT_MS).toBe(500);
  });
});

describe('a leaving page', () => {
  /** A page that redirects home once the store says its work is done, as a login return does. */
  function ReturnPage() {
    const done = useAppSelector((state) => state.shell.route.pathname === '/en-gb/membership');
    return done ? <PageNavigate to="/en-gb" replace /> : <p>Logging you in</p>;
  }
  function Address() {
    return <output>{useLocation().pathname}</output>;
  }

  it('does not navigate from the address the visitor has moved on to', () => {
    const { store, rerender } = renderWithProviders(
      <>
        <RouteTransition routeKey="logged_in_redirect">
          <ReturnPage />
        </RouteTransition>
        <Address />
      </>,
      { route: '/en-gb/auth/logged-in' },
    );
    expect(screen.getByText('Logging you in')).toBeInTheDocument();

    // The return led to the membership page; the return page fades out and sees the new state.
    rerender(
      <>
        <RouteTransition routeKey="homepage">
          <p>Membership</p>
        </RouteTransition>
        <Address />
      </>,
    );
    act(() => {
      store.dispatch(
        shellActions.routeEntered({
          name: 'homepage',
          locale: 'en-gb',
          params: { slug: 'membership' },
          pathname: '/en-gb/membership',
        }),
      );
    });
    expect(screen.getByText('Membership')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('/en-gb/auth/logged-in');
  });
});
