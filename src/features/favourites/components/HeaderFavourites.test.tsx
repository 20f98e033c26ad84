import { screen, waitFor } from '@testing-library/react';
import { createApiClient } from '../../../api/client';
import { renderWithProviders, testApiBase } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import HeaderFavourites from './HeaderFavourites';

setupDemoHost();

describe('header favourites', () => {
  it("names the link with the visitor's count once the server has told it", async () => {
    const api = createApiClient(testApiBase);
    for (const hotelId of [100001, 100002]) {
      await api.request({
        route: 'do_favorites_add',
        data: { hotelId },
        signal: new AbortController().signal,
      });
    }
    renderWithProviders(<HeaderFavourites locale="en-gb" />);
    // No '(0)' before the answer: the count shown is always the server's.
    const link = screen.getByRole('link', { name: 'Favourites' });
    expect(link).toHaveAttribute('href', '/en-gb/favorites');
    await waitFor(() => expect(link).toHaveAccessibleName('Favourites (2)'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
