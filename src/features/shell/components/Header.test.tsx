import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
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

describe('header (spec 1 §2.3)', () => {
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
});
