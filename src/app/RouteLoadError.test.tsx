import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../testing/setupDemoHost';
import { renderApp } from '../testing/renderApp';

// As when a deployment replaced the chunk or the connection dropped: both attempts of the first
// load fail, the load after 'Try again' works.
const mockLoadFavourites = jest.fn();

jest.mock('./routeModules', () => {
  const actual = jest.requireActual<typeof import('./routeModules')>('./routeModules');
  const { lazyChunk } = jest.requireActual<typeof import('../lib/chunks')>('../lib/chunks');
  return {
    ...actual,
    routeModules: {
      ...actual.routeModules,
      favorites: lazyChunk(() => mockLoadFavourites()),
    },
  };
});

setupDemoHost();

describe('a route whose chunk cannot load', () => {
  it('keeps header and footer, says so and loads the page on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockLoadFavourites
      .mockRejectedValueOnce(new Error('Loading chunk 123 failed'))
      .mockRejectedValueOnce(new Error('Loading chunk 123 failed'))
      .mockResolvedValue({ default: () => <h1>Favourites page</h1> });
    renderApp('/en-gb/favorites');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Favourites page' })).toBeInTheDocument();
    expect(mockLoadFavourites).toHaveBeenCalledTimes(3);
  });
});
