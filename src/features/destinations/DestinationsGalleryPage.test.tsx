import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { renderApp } from '../../testing/renderApp';
import { slowLoadMs as slowGalleryMs } from '../../store/sagaHelpers';

const server = setupDemoHost();

const query = '?dep=FRA&from=2027-05-03&to=2027-05-10&dur=7&adults=2';
const allUrl = `/en-gb/gallery/AllDestinations${query}`;
const gallery = '*/ajax/all-destinations';

const findCards = () => screen.findAllByRole('article', {}, { timeout: 5000 });

describe('all destinations gallery', () => {
  it('shows the cards grouped by country, each a link to its result list keeping the search', async () => {
    renderApp(allUrl);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All destinations' }),
    ).toBeInTheDocument();
    const cards = await findCards();
    expect(cards.length).toBeGreaterThan(20);

    const spain = screen.getByRole('region', { name: 'Spain' });
    const mallorca = within(spain).getByRole('article', { name: 'Mallorca' });
    expect(within(mallorca).getByRole('img', { name: 'Picture of Mallorca' })).toBeInTheDocument();
    expect(within(mallorca).getByText(/^\d+ hotels$/)).toBeInTheDocument();
    expect(within(mallorca).getByText(/^from £[\d,]+ p\.p\.$|^Price on request$/)).toBeVisible();

    const link = within(mallorca).getByRole('link', { name: 'Mallorca' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://shop.test');
    expect(target.pathname).toBe('/en-gb/search');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      dest: 'es-mallorca',
      dep: 'FRA',
      from: '2027-05-03',
      to: '2027-05-10',
      dur: '7',
      adults: '2',
    });

    const countries = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '');
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('follows a card to the result list of that destination', async () => {
    renderApp(allUrl);
    await findCards();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Crete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en-gb/search'));
    expect(new URLSearchParams(window.location.search).get('dest')).toBe('gr-crete');
    expect(new URLSearchParams(window.location.search).get('from')).toBe('2027-05-03');
  });

  it('names an empty gallery with the agreed words', async () => {
    server.use(http.post(gallery, () => HttpResponse.json({ destinations: [] })));
    renderApp(allUrl);
    expect(
      await screen.findByRole('region', { name: 'No destinations for your criteria' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("alerts on a failed load, and 'Try again' loads the gallery", async () => {
    server.use(http.post(gallery, () => HttpResponse.json({}, { status: 500 })));
    renderApp(allUrl);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The destinations could not be loaded.');
    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await findCards()).length).toBeGreaterThan(20);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is still loading when the answer takes long, until the cards arrive', async () => {
    server.use(
      http.post(gallery, async () => {
        await delay(slowGalleryMs + 400);
      }),
    );
    renderApp(allUrl);
    expect(
      await screen.findByText(/Still looking for destinations/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await findCards();
    expect(screen.queryByText(/Still looking for destinations/)).not.toBeInTheDocument();
  });

  it('never shows the cards of the previous search under a new one', async () => {
    renderApp(allUrl);
    await findCards();
    // The next search is held back: until it answers, no card may be shown.
    server.use(
      http.post(gallery, async () => {
        await delay(400);
      }),
    );
    act(() => {
      window.history.pushState({}, '', allUrl.replace('adults=2', 'adults=3'));
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    const cards = await findCards();
    const link = within(cards[0]!).getByRole('link');
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('adults')).toBe(
      '3',
    );
  });
});

describe('destinations gallery by arrival airport', () => {
  it('shows only the destinations of that airport, named in the heading', async () => {
    renderApp(`/en-gb/gallery/airport/LCA${query}`);
    const cards = await findCards();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Destinations with flights to Larnaca (LCA)' }),
    ).toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Famagusta District' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Limassol District' })).toBeInTheDocument();
  });

  it('leads from an empty airport gallery to all destinations, keeping the search', async () => {
    renderApp(`/en-gb/gallery/airport/XYZ${query}`);
    const link = await screen.findByRole(
      'link',
      { name: 'See all destinations' },
      { timeout: 5000 },
    );
    const target = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/en-gb/gallery/AllDestinations');
    expect(target.searchParams.get('from')).toBe('2027-05-03');
  });

  it.each([
    '/en-gb/gallery/airport/lca',
    '/en-gb/gallery/airport/LC',
    '/en-gb/gallery/airport/LCA1',
  ])('shows the not-found view for the invalid code in %s', async (url) => {
    renderApp(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
