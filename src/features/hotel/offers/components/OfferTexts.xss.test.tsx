import { screen, waitFor, within } from '@testing-library/react';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { renderHotelOffers } from '../testing/renderHotelOffers';

setupDemoHost();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
});

describe('offer area with hostile server texts (demo fault xss)', () => {
  it('shows room, board, airport and airline names as plain text', async () => {
    process.env.DEMO_FAULTS =
      'get_hoteldetail_offer:xss;room_board_matrix:xss;flight_*:xss;get_hotel_calendar_offers:xss';
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderHotelOffers();
    const box = await screen.findByRole('complementary', { name: 'Your offer' });
    const includes = within(box).getByRole('list', { name: 'Included' });
    await waitFor(() => expect(includes).toHaveTextContent(/<(script|img|svg|iframe|a|body|math)/));
    const matrix = await screen.findByRole('table', { name: 'Choose your room and board' });
    expect(within(matrix).getAllByRole('rowheader')[0]).toHaveTextContent(/^</);
    expect(within(includes).queryByRole('img')).toBeNull();
    expect(within(includes).queryByRole('link')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
