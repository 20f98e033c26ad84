import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../testing/renderApp';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { drawnByUpdate } from '../../testing/drawnByUpdate';
import { testConfig } from '../../testing/testConfig';
import { selectOffers } from './offers/hotelOffersSlice';
import { selectInfoResource } from './content/hotelContentSlice';

const server = setupDemoHost();
// The first render builds the demo catalogue and loads the route chunks: slow on a busy machine.

const hotelPath = '/hotel/spain/mallorca/palma/paradise-sol-palace-100001';
const url = `/en-gb${hotelPath}?dest=es-mallorca&dep=FRA`;
const main = () => screen.getByRole('main');
const findHotelHeading = () =>
  within(main()).findByRole(
    'heading',
    { level: 1, name: 'Paradise Sol Palace' },
    { timeout: 10_000 },
  );

/** Holds the demo host's answers to `path` until `release` is called; they then go out as usual. */
function holdAnswers(path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(path, async () => {
      await held;
      return undefined;
    }),
  );
  return release;
}

describe('hotel detail page', () => {
  it('shows the hotel of the route with its texts and first reviews, titled with its name', async () => {
    renderApp(url);
    await findHotelHeading();
    // The texts come once the page has shown its content (docs/rules/speed.md).
    expect(
      await within(main()).findByRole('region', { name: 'About the hotel' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const reviews = within(main()).getByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(reviews).getAllByRole('article')).toHaveLength(2));
    await waitFor(() => expect(document.title).toMatch(/^Paradise Sol Palace/));
  });

  it("draws the hotel's answer in a render after the one the store's update causes", async () => {
    const { store } = renderApp(url);
    const drawnAtOnce = drawnByUpdate(
      store,
      (state) => selectInfoResource(state).status === 'resolved',
      () => main().querySelector('h1') !== null,
    );
    expect(await drawnAtOnce).toBe(false);
    await findHotelHeading();
  });

  it("holds the offers back until the page's CMS answer is in, so its modules never push them down", async () => {
    const release = holdAnswers('*/ajax/page');
    const { store } = renderApp(url);
    await findHotelHeading();
    // The offers' own answer is in; the page's is still held.
    await waitFor(() => expect(selectOffers(store.getState()).status).toBe('resolved'));
    expect(within(main()).queryByRole('heading', { name: 'Customize your dates' })).toBeNull();
    expect(within(main()).queryByRole('complementary', { name: 'Your offer' })).toBeNull();
    release();
    expect(
      await within(main()).findByRole('complementary', { name: 'Your offer' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("asks for the offers only once the hotel's head has been drawn", async () => {
    const release = holdAnswers('*/ajax/hoteldetail/:hotelId/info');
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listen);
    try {
      renderApp(url);
      // The page is there and has asked for its head and its reviews; the offers wait.
      await waitFor(() => expect(asked).toContain('/ajax/hoteldetail/100001/reviews'), {
        timeout: 10_000,
      });
      expect(asked).toContain('/ajax/hoteldetail/100001/info');
      expect(asked).not.toContain('/ajax/hoteldetail/100001/offer');
      release();
      await findHotelHeading();
      await waitFor(() => expect(asked).toContain('/ajax/hoteldetail/100001/offer'));
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('tells search engines the hotel address without the search, unless the host set its own', async () => {
    // The document head has no roles: the canonical link is read from it directly.
    const canonical = () => document.head.querySelectorAll('link[rel="canonical"]');
    const view = renderApp(url);
    await findHotelHeading();
    expect([...canonical()].map((link) => link.getAttribute('href'))).toEqual([
      `http://localhost/en-gb${hotelPath}`,
    ]);
    view.unmount();
    expect(canonical()).toHaveLength(0);

    const hostLink = Object.assign(document.createElement('link'), {
      rel: 'canonical',
      href: 'https://brand.example/hotel',
    });
    document.head.append(hostLink);
    try {
      renderApp(url);
      await findHotelHeading();
      expect([...canonical()]).toEqual([hostLink]);
    } finally {
      hostLink.remove();
    }
  });

  it("opens the hotel map overlay from 'Show hotel on map', asking consent first; Escape closes it", async () => {
    const user = userEvent.setup();
    renderApp(url, testConfig({ keys: { googleMaps: 'demo-maps-key' } }));
    await findHotelHeading();
    const button = within(main()).getByRole('button', { name: 'Show hotel on map' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Show hotel on map' });
    const map = within(dialog).getByRole('region', { name: 'Map of the hotels' });
    expect(
      within(map).getByText('We need your consent to load the Google Maps service'),
    ).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("offers no 'Show hotel on map' when the brand turns the map off", async () => {
    renderApp(url, testConfig({ features: { hotelMap: false } }));
    await findHotelHeading();
    expect(
      within(main()).queryByRole('button', { name: 'Show hotel on map' }),
    ).not.toBeInTheDocument();
  });

  it('opens the gallery on the first video from the video button; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderApp(url);
    await findHotelHeading();
    const videoButton = within(main()).getByRole('button', { name: 'Play video' });
    await user.click(videoButton);
    const dialog = await screen.findByRole('dialog', { name: 'Photos and videos' });
    // Hotel 100001 has 14 images and 2 videos: the first video is item 15.
    expect(within(dialog).getByText('15 / 16')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(videoButton).toHaveFocus();
  });

  it('opens the gallery from the image, changes category and gives focus back on close', async () => {
    const user = userEvent.setup();
    renderApp(url);
    await findHotelHeading();
    const imageButton = within(main()).getByRole('button', { name: 'Show all 14 photos' });
    await user.click(imageButton);
    const dialog = await screen.findByRole('dialog', { name: 'Photos and videos' });
    expect(within(dialog).getByText('1 / 16')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'pool');
    expect(within(dialog).getByText(/^1 \/ \d+$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(imageButton).toHaveFocus();
  });

  it("shows the shop's not-found view for a hotel id that does not exist", async () => {
    renderApp('/en-gb/hotel/spain/mallorca/palma/no-such-hotel-999999');
    expect(
      await within(main()).findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says plainly when the hotel info is not found although the page is', async () => {
    server.use(
      http.post('*/ajax/hoteldetail/:hotelId/info', () =>
        HttpResponse.json({ success: false, messages: [{ id: 'hotelNotFound' }] }, { status: 404 }),
      ),
    );
    renderApp(url);
    expect(
      await within(main()).findByRole('heading', { name: 'Hotel not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      within(main()).getByRole('link', { name: 'Back to your search results' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/en-gb\/search\?.*dest=es-mallorca/));
  });

  it("offers 'Try again' when the hotel info failed, and loads it then", async () => {
    const user = userEvent.setup();
    server.use(http.post('*/ajax/hoteldetail/:hotelId/info', () => HttpResponse.error()));
    renderApp(url);
    const alert = await within(main()).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The hotel details could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findHotelHeading();
  });

  it('speaks German on a German route', async () => {
    renderApp(`/de-de${hotelPath}`);
    await within(main()).findByRole(
      'heading',
      { level: 1, name: 'Paradise Sol Palace' },
      { timeout: 10_000 },
    );
    expect(
      await within(main()).findByRole('region', { name: 'Über das Hotel' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      within(main()).getByText(/^Das Paradise Sol Palace ist ein 4-Sterne-Haus/),
    ).toBeInTheDocument();
  });

  it("offers 'Compare Hotels' with the count in the head, and saves this hotel", async () => {
    const user = userEvent.setup();
    renderApp(url);
    await findHotelHeading();
    const compare = within(main()).getByRole('link', { name: /^Compare Hotels/ });
    expect(compare).toHaveAttribute('href', '/en-gb/favorites');
    await waitFor(() => expect(compare).toHaveAccessibleName('Compare Hotels (0)'));
    await user.click(
      within(main()).getByRole('button', { name: 'Save Paradise Sol Palace to favourites' }),
    );
    expect(compare).toHaveAccessibleName('Compare Hotels (1)');
    // The header's count loads once the page has shown its content, then says the same.
    expect(await screen.findByRole('link', { name: 'Favourites (1)' })).toBeInTheDocument();
  });

  it('has no favourites control without the flag', async () => {
    renderApp(url, testConfig({ features: { favourites: false } }));
    await findHotelHeading();
    expect(within(main()).queryByRole('link', { name: /Compare Hotels/ })).toBeNull();
    expect(within(main()).queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
