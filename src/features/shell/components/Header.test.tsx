import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { makeTestStore, renderWithProviders } from '../../../testing/renderWithProviders';
import { shellActions } from '../shellSlice';
import type { LayoutResponse } from '../../../api/types';
import { testConfig } from '../../../testing/testConfig';
import { FavouritesLink } from './FavouritesLink';
import { Header } from './Header';

function mockViewport(mobile: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: mobile && query.includes('max-width: 767px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('header', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; the spy below needs one to replace.
    window.matchMedia ??= (() => ({}) as MediaQueryList) as typeof window.matchMedia;
  });

  it('shows logo, hotline, favourites and the market flyout on desktop', async () => {
    mockViewport(false);
    const config = testConfig({
      brand: {
        name: 'Sunwave',
        logoUrl: '/logo.svg',
        hotline: { label: '0800 123 456', tel: '+49800123456' },
      },
    });
    renderWithProviders(<Header config={config} locale="en-gb" />, { config });
    expect(screen.getByRole('img', { name: 'Sunwave home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hotline 0800 123 456' })).toHaveAttribute(
      'href',
      'tel:+49800123456',
    );
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'href',
      '/en-gb/favorites',
    );
    expect(await screen.findByRole('button', { name: /^Country and language/ })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('shows login and sign-up only when login is enabled, and hides favourites without the flag', () => {
    mockViewport(false);
    const config = testConfig({ features: { login: true, favourites: false } });
    renderWithProviders(<Header config={config} locale="en-gb" />, {
      config,
      route: '/en-gb/search?page=2',
    });
    // Until the app's account area is in, links to the login route that come back here.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en-gb/login?returnTo=%2Fen-gb%2Fsearch%3Fpage%3D2',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/en-gb/login?screen=signUp&returnTo=%2Fen-gb%2Fsearch%3Fpage%3D2',
    );
    expect(screen.queryByRole('link', { name: 'Favourites' })).toBeNull();
  });

  it.each([
    ['desktop', false],
    ['phones', true],
  ])('shows the favourites link the app composes, with its count, on %s', (_case, mobile) => {
    mockViewport(mobile);
    const config = testConfig();
    renderWithProviders(
      <Header
        config={config}
        locale="en-gb"
        favourites={<FavouritesLink locale="en-gb" count=" (3)" />}
      />,
      { config },
    );
    expect(screen.getByRole('link', { name: 'Favourites (3)' })).toHaveAttribute(
      'href',
      '/en-gb/favorites',
    );
  });

  it("opens the off-canvas 'Menu' from the burger up to 767 px; Escape returns focus", async () => {
    mockViewport(true);
    const user = userEvent.setup();
    const config = testConfig();
    renderWithProviders(<Header config={config} locale="en-gb" />, { config });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(burger).toHaveFocus();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  describe('keeps its rows the same height while its parts arrive', () => {
    const layout = (navigation: LayoutResponse['navigation']): LayoutResponse => ({
      navigation,
      footer: { columns: [] },
      markets: [],
      currencyInfo: {
        baseCurrency: 'EUR',
        rates: {},
        contexts: {},
        dateTime: '2026-11-22T00:00:00Z',
      },
    });
    const reservedRow = (container: HTMLElement) => container.querySelector('.hs-nav-space');
    /** A desktop header whose layout has been asked for and not yet answered. */
    const renderWhileLayoutLoads = () => {
      mockViewport(false);
      const config = testConfig();
      const store = makeTestStore();
      store.dispatch(shellActions.layoutRequested('en-gb'));
      const { container } = renderWithProviders(<Header config={config} locale="en-gb" />, {
        config,
        store,
      });
      return { container, store };
    };

    it('reserves the navigation row until the first layout says what it holds', async () => {
      const { container, store } = renderWhileLayoutLoads();
      expect(reservedRow(container)).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('navigation')).toBeNull();

      act(() => {
        store.dispatch(
          shellActions.layoutLoaded(
            layout({ tabs: [], links: [{ label: 'Deals', url: '/en-gb/deals' }] }),
          ),
        );
      });
      expect(
        await screen.findByRole('navigation', { name: 'Main navigation' }),
      ).toBeInTheDocument();
      expect(reservedRow(container)).toBeNull();

      // A later locale's layout keeps the navigation on screen until it arrives.
      act(() => {
        store.dispatch(shellActions.layoutRequested('de-de'));
      });
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(reservedRow(container)).toBeNull();
    });

    it('gives the row back when the layout has no navigation', async () => {
      const { container, store } = renderWhileLayoutLoads();
      act(() => {
        store.dispatch(shellActions.layoutLoaded(layout({ tabs: [], links: [] })));
      });
      await screen.findByRole('button', { name: /^Country and language/ });
      expect(reservedRow(container)).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('holds the room of the favourites count, hidden, until the count is known', () => {
      renderWithProviders(<FavouritesLink locale="en-gb" />);
      const link = screen.getByRole('link', { name: 'Favourites' });
      const reserved = link.querySelector('.hs-fav-count--reserved');
      expect(reserved).toHaveAttribute('aria-hidden', 'true');
      expect(reserved).toHaveTextContent('(0)');
    });

    it('shows the real count in place of the reserved one', () => {
      renderWithProviders(<FavouritesLink locale="en-gb" count={<span>(3)</span>} />);
      const link = screen.getByRole('link', { name: 'Favourites (3)' });
      expect(link.querySelector('.hs-fav-count--reserved')).toBeNull();
    });
  });
});
