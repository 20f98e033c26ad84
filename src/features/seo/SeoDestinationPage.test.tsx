import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GraphqlRequest } from '../../api/types';
import { renderApp } from '../../testing/renderApp';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { productResult } from './testing/seoFixtures';

const server = setupDemoHost();
// The first render builds the demo catalogue and loads the route chunks: slow on a busy machine.

const main = () => screen.getByRole('main');
const findH1 = () => within(main()).findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('SEO destination content page', () => {
  it('shows a loading state, then the sections top to bottom with one h1', async () => {
    renderApp('/en-gb/urlaub/spanien/mallorca.html');
    // Throws unless the loading state shows before the content arrives.
    await within(main()).findByText('Loading the destination…');
    const h1 = await findH1();
    expect(h1).toHaveTextContent('Urlaub in Mallorca');
    expect(within(main()).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const crumbs = within(main()).getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Startseite', 'Spanien', 'Mallorca']);
    expect(within(crumbs).getByText('Mallorca')).toHaveAttribute('aria-current', 'page');
    expect(await within(main()).findByRole('heading', { name: 'Quicklinks' })).toBeInTheDocument();
    expect(
      await within(main()).findByRole('heading', { name: 'Spanien best locations' }),
    ).toBeInTheDocument();
    expect(
      await within(main()).findByRole('heading', { name: 'Our recommendations' }),
    ).toBeInTheDocument();
    const hotels = await within(main()).findAllByRole('article', undefined, { timeout: 15_000 });
    expect(hotels.length).toBeGreaterThan(3);
    expect(within(main()).getAllByText('Top hotel')).toHaveLength(3);
    // Entering the page leaves the focus where it was.
    expect(
      within(main()).getByRole('heading', { level: 2, name: 'Die besten Hotels in Mallorca' }),
    ).not.toHaveFocus();
    const pages = within(main()).getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Next Page' })).toHaveAttribute(
      'href',
      '/en-gb/urlaub/spanien/mallorca.html?page=2',
    );
    expect(within(pages).queryByRole('link', { name: 'Previous Page' })).toBeNull();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost/en-gb/urlaub/spanien/mallorca.html',
      ),
    );
    await userEvent.click(within(pages).getByRole('link', { name: 'Next Page' }));
    await waitFor(() => expect(within(main()).queryAllByText('Top hotel')).toHaveLength(0));
    // The pressed link went with the old list: the new list's heading has the focus.
    await waitFor(() =>
      expect(
        within(main()).getByRole('heading', { level: 2, name: 'Die besten Hotels in Mallorca' }),
      ).toHaveFocus(),
    );
  });

  it('reads an invalid page as page 1, and canonicalises it without the page', async () => {
    renderApp('/en-gb/urlaub/griechenland/kreta.html?page=abc&board=AI');
    await findH1();
    const pages = await within(main()).findByRole(
      'navigation',
      { name: 'Pages' },
      { timeout: 15_000 },
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Filters stay in the visitor's links; search engines get the one address of the page.
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en-gb/urlaub/griechenland/kreta.html?board=AI&page=2',
    );
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost/en-gb/urlaub/griechenland/kreta.html',
      ),
    );
  });

  it('filters by a facet and sorts through the address, back on page 1', async () => {
    renderApp('/en-gb/urlaub/griechenland/kreta.html?page=2');
    await findH1();
    const facets = await within(main()).findByRole(
      'region',
      { name: 'Filter hotels' },
      { timeout: 15_000 },
    );
    const allInclusive = within(facets).getByRole('link', { name: /^All inclusive \(\d+\)$/ });
    expect(allInclusive).toHaveAttribute('href', '/en-gb/urlaub/griechenland/kreta.html?board=AI');
    await userEvent.click(allInclusive);
    await waitFor(() =>
      expect(within(main()).getByRole('link', { name: /^All inclusive \(\d+\)$/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await userEvent.selectOptions(
      within(main()).getByRole('combobox', { name: 'Sort by' }),
      'Price (lowest first)',
    );
    await waitFor(() => expect(window.location.search).toBe('?sort=price&board=AI'));
  });

  it('shows the weather box with the average temperatures of the first product', async () => {
    renderApp('/en-gb/urlaub/griechenland/kreta.html');
    const weather = await within(main()).findByRole(
      'region',
      { name: 'Wetter in Kreta' },
      { timeout: 15_000 },
    );
    expect(within(weather).getByText('Average air temperature')).toBeInTheDocument();
    expect(within(weather).getAllByText(/^\d+ °C$/).length).toBeGreaterThan(0);
  });

  it('lists the payment cards: Visa, Mastercard, American Express and Sepa', async () => {
    renderApp('/en-gb/urlaub/griechenland/kreta.html');
    const cards = await within(main()).findByRole(
      'region',
      { name: 'Payment options' },
      { timeout: 15_000 },
    );
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'Sepa']);
  });

  it('hides the hotel list, its pagination, facets and weather when the search finds nothing', async () => {
    server.use(
      http.post('*/graphql', async ({ request }) => {
        const body = (await request.clone().json()) as GraphqlRequest;
        if (body.operationName !== 'loadDestinationProduct') return undefined;
        return HttpResponse.json({ data: { loadDestinationProduct: productResult([]) } });
      }),
    );
    renderApp('/en-gb/urlaub/spanien/mallorca.html');
    await findH1();
    // The other parts arrive; the product-based ones stay away.
    await within(main()).findByRole('heading', { name: 'Frequently asked questions' });
    await within(main()).findByRole('heading', { name: 'Spanien best locations' });
    expect(
      within(main()).queryByRole('region', { name: 'Die besten Hotels in Mallorca' }),
    ).toBeNull();
    expect(within(main()).queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(within(main()).queryByRole('region', { name: 'Filter hotels' })).toBeNull();
    expect(within(main()).queryByRole('region', { name: 'Wetter in Mallorca' })).toBeNull();
    expect(within(main()).queryByText('Top hotel')).toBeNull();
    expect(within(main()).getByRole('heading', { name: 'Quicklinks' })).toBeInTheDocument();
    expect(within(main()).getByRole('region', { name: 'Payment options' })).toBeInTheDocument();
  });

  it('shows the page with its side parts and first hotel list at once, so nothing moves', async () => {
    let tabsAsked = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/graphql', async ({ request }) => {
        const body = (await request.clone().json()) as GraphqlRequest;
        if (body.operationName !== 'loadDestinationTabs') return undefined;
        tabsAsked = true;
        await released;
        return undefined;
      }),
    );
    // Every change of the page is looked at: the heading never shows without the hotel list.
    let headingWithoutHotels = false;
    const observer = new MutationObserver(() => {
      const shown = document.querySelector('main');
      if (shown?.querySelector('h1') && !shown.querySelector('#hs-seo-hotels-heading'))
        headingWithoutHotels = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderApp('/en-gb/urlaub/spanien/mallorca.html');
      // A part beside the content is held back: the page waits for it.
      await waitFor(() => expect(tabsAsked).toBe(true), { timeout: 15_000 });
      expect(within(main()).getByText('Loading the destination…')).toBeInTheDocument();
      expect(within(main()).queryByRole('heading', { level: 1 })).toBeNull();
      release();
      await findH1();
      expect(
        within(main()).getByRole('heading', { level: 2, name: 'Die besten Hotels in Mallorca' }),
      ).toBeInTheDocument();
      expect(within(main()).getByRole('heading', { name: 'Quicklinks' })).toBeInTheDocument();
      expect(headingWithoutHotels).toBe(false);
    } finally {
      observer.disconnect();
    }
  });
});
