import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoHost } from '../testing/setupDemoHost';
import { renderApp } from '../testing/renderApp';
import { testConfig } from '../testing/testConfig';

const server = setupDemoHost();

beforeEach(() => {
  document.title = '';
  document.cookie = 'hs_cookie_notice=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});

describe('the shop shell', () => {
  it('shows header, the CMS page from the host and the footer, titled by the page meta content', async () => {
    renderApp('/en-gb');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunwave' })).toHaveAttribute('href', '/en-gb');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    await waitFor(() => expect(document.title).toBe(heading.textContent));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the not-found view and title for an unknown route, with a way home', async () => {
    renderApp('/en-gb/does/not/exist');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 - Page not found'));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the homepage' }));
    expect(window.location.pathname).toBe('/en-gb');
  });

  it('treats a page answer other than 200 as not found', async () => {
    server.use(
      http.get('*/ajax/page', () =>
        HttpResponse.json({ code: 404, pageMetaContent: { title: 'Gone' } }),
      ),
    );
    renderApp('/en-gb/summer-special');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 - Page not found'));
  });

  it('titles a route the brand has switched off as not found, whatever its page answer says', async () => {
    // The test brand has no identity provider: /login shows the not-found view, while the
    // host's page answer for it is a 200 titled 'Log in'.
    const { store } = renderApp('/en-gb/login');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().shell.page.status).toBe('resolved'));
    await waitFor(() => expect(document.title).toBe('404 - Page not found'));
  });

  it('renders the voucher success page without header and footer', async () => {
    renderApp('/en-gb/voucher/success/demo-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your gift voucher.',
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('redirects the bare root to the configured locale', async () => {
    renderApp('/', testConfig({ locale: 'de-at' }));
    await waitFor(() => expect(window.location.pathname).toBe('/de-at'));
  });

  it('opens the error modal when the page cannot load, and closes it with Ok', async () => {
    server.use(http.get('*/ajax/page', () => HttpResponse.error()));
    // The homepage says so in place instead (CmsPageView.test.tsx).
    renderApp('/en-gb/favorites');
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('main navigation', () => {
  it('opens a tab of links by keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/en-gb');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const [tab] = within(nav).getAllByRole('button');
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    tab!.focus();
    await user.keyboard('{Enter}');
    expect(tab).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    expect(tab).toHaveFocus();
  });
});

/** The panel a navigation tab opens (its aria-controls). */
function panelOf(tab: HTMLElement): HTMLElement {
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The tab controls no panel');
  expect(panel).toBeVisible();
  return panel;
}

describe('main navigation: tabs, sections and direct links', () => {
  it('shows a tab’s links in columns of 10, its titled sections, and the direct links', async () => {
    const user = userEvent.setup();
    renderApp('/en-gb');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Last minute' })).toHaveAttribute(
      'href',
      '/en-gb/gallery/AllDestinations',
    );
    expect(within(nav).getByRole('link', { name: 'Gift vouchers' })).toHaveAttribute(
      'href',
      '/en-gb/voucher/checkout',
    );
    const destinations = within(nav).getByRole('button', { name: 'Destinations' });
    await user.click(destinations);
    const destinationsPanel = panelOf(destinations);
    expect(
      within(within(destinationsPanel).getByRole('list', { name: 'Popular' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mallorca', 'Crete', 'Turkish Riviera']);

    const regions = within(nav).getByRole('button', { name: 'Regions A–Z' });
    await user.click(regions);
    expect(destinations).toHaveAttribute('aria-expanded', 'false');
    const columns = within(panelOf(regions)).getAllByRole('list');
    const links = columns.flatMap((list) => within(list).getAllByRole('link'));
    expect(links.length).toBeGreaterThan(20);
    expect(columns).toHaveLength(Math.ceil(links.length / 10));
    columns
      .slice(0, -1)
      .forEach((list) => expect(within(list).getAllByRole('link')).toHaveLength(10));
    const labels = links.map((link) => link.textContent ?? '');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('market and language flyout', () => {
  it('switches to another market and language on the same page, by keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/de-de/search?page=2');
    const trigger = await screen.findByRole('button', {
      name: /^Land und Sprache: Deutschland, Deutsch/,
    });
    // A stand-in trigger until the flyout's chunk is in: focus asks for it and carries over.
    act(() => trigger.focus());
    const flyoutTrigger = await waitFor(
      () => {
        const current = screen.getByRole('button', {
          name: /^Land und Sprache: Deutschland, Deutsch/,
        });
        expect(current).not.toBe(trigger);
        expect(current).toHaveFocus();
        return current;
      },
      // The chunk arrives while the result list renders, which is slow in jsdom.
      { timeout: 10_000 },
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Land und Sprache wählen' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(10);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(flyoutTrigger).toHaveFocus();

    await user.click(flyoutTrigger);
    await user.click(screen.getByRole('link', { name: 'Vereinigtes Königreich – English' }));
    expect(window.location.pathname + window.location.search).toBe('/en-gb/search?page=2');
    expect(
      await screen.findByRole('button', { name: /^Country and language: United Kingdom, English/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Proudly serving travellers in the United Kingdom'),
    ).toBeInTheDocument();
  });

  it('is disabled on checkout and SEO routes', async () => {
    renderApp('/en-gb/booking/payment/c-1');
    expect(await screen.findByRole('button', { name: /^Country and language/ })).toBeDisabled();
  });

  it('shows the country badge only for the United Kingdom and Ireland', async () => {
    renderApp('/it-it');
    await screen.findByRole('contentinfo');
    expect(screen.queryByText(/Proudly serving/)).toBeNull();
  });
});

describe('cookie notice', () => {
  it("closes with 'Close' and stays closed for 30 days", async () => {
    const { unmount } = renderApp('/en-gb');
    const notice = await screen.findByText(
      /This website uses cookies\. All important information can be found in our/,
    );
    expect(notice).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/This website uses cookies/)).toBeNull();
    expect(document.cookie).toContain('hs_cookie_notice=1');
    unmount();
    renderApp('/en-gb');
    expect(screen.queryByText(/This website uses cookies/)).toBeNull();
  });
});

describe('page frame', () => {
  it('scrolls to the top when the route name changes, not when only the query does', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/en-gb/search');
    await screen.findByRole('heading', { name: 'Search results' });
    scrollTo.mockClear();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }, { timeout: 5000 }),
      'rating',
    );
    await waitFor(() => expect(window.location.search).toContain('sort=rating'));
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0 });
    await user.click(screen.getByRole('link', { name: /^Favourites/ }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
  });

  it('leaves the position to the page on back and forward', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp('/en-gb/favorites');
    await screen.findByRole('heading', { name: 'Your favourites' });
    scrollTo.mockClear();
    act(() => {
      window.history.pushState({}, '', '/en-gb/contact');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('heading', { name: 'Contact form' });
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0 });
  });
});
