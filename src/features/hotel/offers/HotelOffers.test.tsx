import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { currentUrl, historyState, hotelUrl, renderHotelOffers } from './testing/renderHotelOffers';
import { answerPricesUnchanged } from './testing/unchangedPrices';
import * as offers$ from './hotelOffersSlice';
import type { AppStore } from '../../../store/makeStore';

const server = setupDemoHost();
answerPricesUnchanged(server);

// Whole journeys through the offer area against the demo host: role queries over some hundred
// controls take their time in jsdom.

afterEach(() => sessionStorage.clear());

const offerBox = () => screen.getByRole('complementary', { name: 'Your offer' });
const calendarGrid = () => screen.findByRole('grid');
const bookableDays = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('button', { name: /per person/ })
    .filter((day) => day.getAttribute('aria-pressed') === 'false');

describe('hotel offer area', () => {
  it('draws the offer area in a render after the one its answer causes (docs/rules/speed.md)', async () => {
    const commits: { chosen: boolean; drawn: boolean }[] = [];
    const rendered: { store?: AppStore } = {};
    rendered.store = renderHotelOffers(hotelUrl(), 'en', false, () => {
      const { store } = rendered;
      commits.push({
        chosen: store !== undefined && Boolean(offers$.selectSelectedOffer(store.getState())),
        drawn: document.querySelector('.hs-offers__box') !== null,
      });
    }).store;
    await screen.findByRole('complementary', { name: 'Your offer' });
    // The store's update renders the loading area again; the calendar and the box follow in a
    // render at transition priority, which React draws in slices.
    const answered = commits.findIndex((commit) => commit.chosen);
    expect(commits[answered]).toEqual({ chosen: true, drawn: false });
    expect(commits.at(-1)).toEqual({ chosen: true, drawn: true });
  });

  it('shows the two headers, the calendar by default and the selected offer with its prices', async () => {
    renderHotelOffers();
    expect(screen.getByRole('heading', { name: 'Customize your dates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change your flights' })).toBeInTheDocument();
    const box = await screen.findByRole('complementary', { name: 'Your offer' });
    expect(within(box).getByText(/^Total price /)).toBeInTheDocument();
    expect(within(box).getByText('per person')).toBeInTheDocument();
    const includes = within(box).getByRole('list', { name: 'Included' });
    expect(
      within(includes).getByText(/^Outbound .*FRA \d{2}:\d{2} → [A-Z]{3} \d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(within(includes).getByText(/^Return /)).toBeInTheDocument();
    expect(within(includes).getByText('7 nights')).toBeInTheDocument();
    expect(within(includes).getByText(/baggage|Hand luggage only/i)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Book now' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Show dates as lists' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(await calendarGrid()).toBeInTheDocument();
  });

  it('the view-mode switch shows the cascade and keeps the rest of the URL', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    await calendarGrid();
    const before = currentUrl();
    await user.click(screen.getByRole('switch', { name: 'Show dates as lists' }));
    expect(screen.getByRole('switch', { name: 'Show dates as lists' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const after = currentUrl();
    expect(after.searchParams.get('viewMode')).toBe('hotelCascade');
    expect(after.pathname).toBe(before.pathname);
    for (const [key, value] of before.searchParams) expect(after.searchParams.get(key)).toBe(value);
    expect(await screen.findByRole('group', { name: 'Length of stay' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show dates as lists' }));
    expect(currentUrl().searchParams.has('viewMode')).toBe(false);
    expect(await calendarGrid()).toBeInTheDocument();
  });

  it('opens in the cascade when the URL asks for it', async () => {
    renderHotelOffers(hotelUrl({ viewMode: 'hotelCascade' }));
    expect(await screen.findByRole('group', { name: 'Departure airport' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show dates as lists' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('history state round-trip: each chosen day is a history entry, and back restores the one before', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    const grid = await calendarGrid();
    await waitFor(() => expect(bookableDays(grid).length).toBeGreaterThan(2));
    const [first, second] = bookableDays(grid);
    const firstName = first!.getAttribute('aria-label')!;
    const secondName = second!.getAttribute('aria-label')!;

    await user.click(first!);
    await waitFor(() => expect(currentUrl().searchParams.get('offer')).not.toBeNull());
    const firstOffer = currentUrl().searchParams.get('offer');
    expect(historyState()).toEqual({ selectedOfferId: firstOffer });
    await user.click(within(grid).getByRole('button', { name: secondName }));
    await waitFor(() => expect(currentUrl().searchParams.get('offer')).not.toBe(firstOffer));
    const secondOffer = currentUrl().searchParams.get('offer');
    expect(historyState()).toEqual({ selectedOfferId: secondOffer });
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: secondName })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(currentUrl().searchParams.get('offer')).toBe(firstOffer);
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: firstName })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'History forward' }));
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: secondName })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(offerBox()).toHaveAttribute('aria-busy', 'false');
  });

  it('Book now creates a checkout and goes on to its first step', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    const book = await screen.findByRole('button', { name: 'Book now' });
    await user.click(book);
    await waitFor(() =>
      expect(currentUrl().pathname).toMatch(/^\/en-gb\/booking\/ancillaries\/bk[\w-]+$/),
    );
  });

  it('takes no second press while the page is still on screen after asking to go', async () => {
    const user = userEvent.setup();
    const creates: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/ajax/booking/create') creates.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      renderHotelOffers();
      const book = await screen.findByRole('button', { name: 'Book now' });
      await user.click(book);
      await waitFor(() =>
        expect(currentUrl().pathname).toMatch(/^\/en-gb\/booking\/ancillaries\/bk[\w-]+$/),
      );
      // The address has changed but the hotel page is still here, as while the checkout's code
      // loads in a real transition: more presses find the booking still handed on, not a new one.
      await user.click(within(offerBox()).getByRole('button', { name: /Book now|Starting/ }));
      await user.click(within(offerBox()).getByRole('button', { name: /Book now|Starting/ }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(creates).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('speaks German', async () => {
    renderHotelOffers(hotelUrl(), 'de');
    expect(screen.getByRole('heading', { name: 'Reisedaten anpassen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flüge ändern' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Jetzt buchen' })).toBeInTheDocument();
  });
});
