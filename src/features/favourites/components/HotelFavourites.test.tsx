import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProductSearch } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import { HotelFavourites } from './HotelFavourites';

const server = setupDemoHost();

const renderControl = (config = testConfig(), language: 'en' | 'de' = 'en') =>
  renderWithProviders(
    <HotelFavourites hotelId={100001} hotelName="Paradise Sol Palace" locale="en-gb" />,
    { config, language },
  );

describe("hotel page favourites ('Compare Hotels')", () => {
  it("links 'Compare Hotels' with the count to the favourites page", async () => {
    renderControl();
    const compare = screen.getByRole('link', { name: /^Compare Hotels/ });
    expect(compare).toHaveAttribute('href', '/en-gb/favorites');
    await waitFor(() => expect(compare).toHaveAccessibleName('Compare Hotels (0)'));
  });

  it('saves and removes this hotel with a toggle, the count following at once', async () => {
    const user = userEvent.setup();
    renderControl();
    const compare = screen.getByRole('link', { name: /^Compare Hotels/ });
    await waitFor(() => expect(compare).toHaveAccessibleName('Compare Hotels (0)'));
    const save = screen.getByRole('button', { name: 'Save Paradise Sol Palace to favourites' });
    await user.click(save);
    expect(save).toHaveAccessibleName('Remove Paradise Sol Palace from favourites');
    expect(compare).toHaveAccessibleName('Compare Hotels (1)');
    await user.click(save);
    expect(save).toHaveAccessibleName('Save Paradise Sol Palace to favourites');
    await waitFor(() => expect(compare).toHaveAccessibleName('Compare Hotels (0)'));
  });

  it("saves the hotel with the page's search, which the favourite keeps", async () => {
    const user = userEvent.setup();
    const search: ProductSearch = {
      travelPeriod: { departureDate: '2027-01-09', returnDate: '2027-01-16', duration: '7' },
      flight: { departureAirports: ['FRA'] },
      travellers: { adults: [{}, {}], children: [], babies: [] },
      hotel: { rooms: [{ boardCodeList: ['BB'] }] },
    };
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/ajax/favorites/add'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    renderWithProviders(
      <HotelFavourites
        hotelId={100001}
        hotelName="Paradise Sol Palace"
        locale="en-gb"
        search={search}
      />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Save Paradise Sol Palace to favourites' }),
    );
    await waitFor(() => expect(sent).toEqual([{ hotelId: 100001, search }]));
    server.events.removeAllListeners();
  });

  it('shows no count while the info cannot be loaded', async () => {
    server.use(http.get('*/ajax/favorites/info', () => HttpResponse.error()));
    const { store } = renderControl();
    await waitFor(() => expect(store.getState().favourites?.info.status).toBe('rejected'));
    expect(screen.getByRole('link', { name: 'Compare Hotels' })).toBeInTheDocument();
  });

  it("says 'Hotels vergleichen' in German", () => {
    renderControl(testConfig(), 'de');
    expect(screen.getByRole('link', { name: /^Hotels vergleichen/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Auf die Merkliste (Paradise Sol Palace)' }),
    ).toBeInTheDocument();
  });

  it('shows nothing without the favourites flag', () => {
    renderControl(testConfig({ features: { favourites: false } }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
