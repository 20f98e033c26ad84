import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../api/client';
import type { ProductSearch } from '../../api/types';
import { renderApp } from '../../testing/renderApp';
import { testApiBase } from '../../testing/renderWithProviders';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { testConfig } from '../../testing/testConfig';

const server = setupDemoHost();
// The first render builds the demo catalogue and loads the route chunks: slow on a busy machine.

/** Saves hotels for this test's visitor on the demo host, as an earlier visit would have. */
/** Saves one hotel from a search, as the result list or hotel page does. */
async function saveFromSearch(hotelId: number, search: ProductSearch) {
  await createApiClient(testApiBase).request({
    route: 'do_favorites_add',
    data: { hotelId, search },
    signal: new AbortController().signal,
  });
}

async function saveOnDemoHost(...hotelIds: number[]) {
  const api = createApiClient(testApiBase);
  for (const hotelId of hotelIds) {
    await api.request({
      route: 'do_favorites_add',
      data: { hotelId },
      signal: new AbortController().signal,
    });
  }
}

const main = () => screen.getByRole('main');
const findHotelCards = () =>
  within(main()).findAllByRole('article', undefined, { timeout: 10_000 });
const headerLink = () =>
  within(screen.getByRole('banner')).getByRole('link', { name: /^Favourites/ });

describe('favourites page', () => {
  it('shows each hotel with the search it was saved from, its price for it and when checked', async () => {
    const week: ProductSearch = {
      travelPeriod: { departureDate: '2027-01-09', returnDate: '2027-01-16', duration: '7' },
      flight: { departureAirports: ['FRA'] },
      travellers: { adults: [{}, {}], children: [{ dateOfBirth: '2019-05-26' }], babies: [] },
    };
    await saveFromSearch(100001, week);
    const answer = await createApiClient(testApiBase).request({
      route: 'get_favorites_list',
      query: { locale: 'en-ie' },
      signal: new AbortController().signal,
    });
    expect(answer.items[0]!.offers[0]!.lengthOfStay).toBe(7);
    const perPerson = answer.items[0]!.offers[0]!.price.perPersonAmount;
    // Ireland: a euro market, so the shown price is the answer's amount unconverted.
    renderApp('/en-ie/favorites');
    const [card] = await findHotelCards();
    const item = card!.closest('li')!;
    expect(
      within(item).getByText('Your search: 9 Jan 2027 – 16 Jan 2027, 7 nights, 2 adults, 1 child'),
    ).toBeInTheDocument();
    expect(within(item).getByText(/^Flight from /)).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en-IE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    expect(within(item).getByText(`Price checked on ${today}`)).toBeInTheDocument();
    // The week's price per person, not a default search's.
    const shown = within(card!).getByText('p.p. from').parentElement!.textContent!;
    expect(shown.replace(/\D/g, '')).toContain(String(Math.round(perPerson)));
    const link = within(card!).getByRole('link').getAttribute('href')!;
    expect(Object.fromEntries(new URLSearchParams(link.split('?')[1]))).toMatchObject({
      from: '2027-01-09',
      to: '2027-01-16',
      dur: '7',
      adults: '2',
      children: '2019-05-26',
      dep: 'FRA',
    });
  });

  it('lists the saved hotels with their prices now, and compares them side by side', async () => {
    await saveOnDemoHost(100001, 100002);
    renderApp('/en-gb/favorites');
    expect(
      await within(main()).findByRole('heading', { level: 1, name: 'Your favourites' }),
    ).toBeInTheDocument();
    const cards = await findHotelCards();
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByText('p.p. from')).toBeInTheDocument();
      // Saved without a search (as before favourites kept one): the page says how it priced them.
      expect(
        within(card.closest('li')!).getByText(
          'Saved without a search: priced for the next available dates',
        ),
      ).toBeInTheDocument();
      expect(within(card).getByRole('link').getAttribute('href')).toMatch(
        /^\/en-gb\/hotel\/.+-10000[12]$/,
      );
    }
    expect(within(main()).getByRole('heading', { name: 'Saved hotels (2)' })).toBeInTheDocument();
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('Favourites (2)'));

    const table = within(main()).getByRole('table', { name: 'Your saved hotels side by side' });
    const names = cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(names);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hotel', 'Stars', 'Location', 'Rating', 'Board', 'Nights', 'Price per person']);
    const priceRow = within(table).getByRole('row', { name: /^Price per person/ });
    expect(within(priceRow).getAllByRole('cell')).toHaveLength(2);
    expect(within(priceRow).getAllByRole('cell')[0]).toHaveTextContent(/\d/);
    const nightsRow = within(table).getByRole('row', { name: /^Nights/ });
    expect(within(nightsRow).getAllByRole('cell')[0]).toHaveTextContent(/^\d+ nights?$/);
  });

  it('removes a hotel from the page, says so, and moves the focus to the list', async () => {
    const user = userEvent.setup();
    await saveOnDemoHost(100001, 100002, 100003);
    renderApp('/en-gb/favorites');
    const [first] = await findHotelCards();
    const name = within(first!).getByRole('heading', { level: 3 }).textContent ?? '';
    await user.click(
      within(first!).getByRole('button', { name: `Remove ${name} from favourites` }),
    );
    expect(within(main()).queryByRole('article', { name })).not.toBeInTheDocument();
    expect(within(main()).getByRole('heading', { name: 'Saved hotels (2)' })).toHaveFocus();
    expect(
      within(main()).getByText(`${name} was removed from your favourites.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('Favourites (2)'));
    expect(
      within(within(main()).getByRole('table')).queryByRole('columnheader', { name }),
    ).toBeNull();
  });

  it('asks for two hotels before comparing, and shows the empty state after the last removal', async () => {
    const user = userEvent.setup();
    await saveOnDemoHost(100001);
    renderApp('/en-gb/favorites');
    const [card] = await findHotelCards();
    expect(within(main()).queryByRole('table')).toBeNull();
    expect(
      within(main()).getByText('Save at least two hotels to compare them side by side.'),
    ).toBeInTheDocument();
    await user.click(within(card!).getByRole('button', { name: /^Remove .* from favourites$/ }));
    expect(
      within(main()).getByRole('heading', { name: 'You have not saved any hotels yet.' }),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { level: 1 })).toHaveFocus();
    expect(within(main()).getByRole('link', { name: 'Search for holidays' })).toHaveAttribute(
      'href',
      '/en-gb/search',
    );
  });

  it('brings a hotel back with a polite notice when the server cannot remove it', async () => {
    const user = userEvent.setup();
    await saveOnDemoHost(100001, 100002);
    server.use(http.post('*/ajax/favorites/remove', () => HttpResponse.error()));
    renderApp('/en-gb/favorites');
    const [first] = await findHotelCards();
    const name = within(first!).getByRole('heading', { level: 3 }).textContent ?? '';
    await user.click(within(first!).getByRole('button', { name: /^Remove / }));
    const notice = `${name} could not be removed from your favourites. Please try again.`;
    await screen.findByText(notice);
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes(notice)),
    ).toBe(true);
    expect(within(main()).getByRole('article', { name })).toBeInTheDocument();
    expect(within(main()).queryByText(/was removed from your favourites/)).toBeNull();
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('Favourites (2)'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/could not be removed/)).toBeNull();
  });

  it('shows the empty state with a way to search when nothing is saved', async () => {
    renderApp('/en-gb/favorites');
    expect(
      await within(main()).findByRole(
        'heading',
        { name: 'You have not saved any hotels yet.' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Search for holidays' })).toBeInTheDocument();
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('Favourites (0)'));
  });

  it('says when the list cannot be loaded, and loads it on Try again', async () => {
    const user = userEvent.setup();
    await saveOnDemoHost(100001);
    server.use(http.get('*/ajax/favorites/list', () => HttpResponse.json({}, { status: 503 })));
    renderApp('/en-gb/favorites');
    const alert = await within(main()).findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Your favourites could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findHotelCards()).toHaveLength(1);
    expect(within(main()).queryByRole('alert')).toBeNull();
  });

  it('speaks German', async () => {
    await saveOnDemoHost(100001, 100002);
    renderApp('/de-de/favorites');
    const table = await within(main()).findByRole(
      'table',
      { name: 'Ihre gemerkten Hotels nebeneinander' },
      { timeout: 10_000 },
    );
    expect(within(table).getByRole('rowheader', { name: 'Preis pro Person' })).toBeInTheDocument();
    expect(
      within(main()).getAllByRole('button', { name: /^Von der Merkliste entfernen \(.+\)$/ }),
    ).toHaveLength(2);
  });

  it('does not exist without the favourites flag, and nothing asks for favourites', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/favorites/')) requested.push(request.url);
    });
    renderApp('/en-gb/favorites', testConfig({ features: { favourites: false } }));
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /Favourites/ }),
    ).toBeNull();
    expect(requested).toEqual([]);
    server.events.removeAllListeners();
  });
});
