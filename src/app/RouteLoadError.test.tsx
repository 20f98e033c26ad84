import { screen } from '@testing-library/react';
import { setupDemoHost } from '../testing/setupDemoHost';
import { renderApp } from '../testing/renderApp';

jest.mock('./routeModules', () => {
  const actual = jest.requireActual<typeof import('./routeModules')>('./routeModules');
  return {
    routeModules: {
      ...actual.routeModules,
      // As when a deployment replaced the chunk or the connection dropped.
      favorites: jest
        .requireActual<typeof import('react')>('react')
        .lazy(() => Promise.reject(new Error('Loading chunk 123 failed'))),
    },
  };
});

setupDemoHost();

describe('a route whose chunk cannot load', () => {
  it('keeps header and footer and offers a reload instead of a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/en-gb/favorites');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
