import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { setupDemoHost } from '../testing/setupDemoHost';
import { resetStoreInstance } from '../store/storeInstance';
import { loadCatalogueOrFallback } from '../i18n/loadCatalogue';
import { fallbackMessages } from '../i18n/fallbackMessages';
import { boot } from './boot';

// The German catalogue's chunk is lost on the network, on every attempt.
let mockCatalogueAttempts = 0;
jest.mock('../i18n/catalogues/de', () => {
  mockCatalogueAttempts += 1;
  throw new Error('Loading chunk messages-de failed.');
});

setupDemoHost();

beforeEach(() => {
  mockCatalogueAttempts = 0;
});

afterEach(() => {
  resetStoreInstance();
  document.head.querySelector('style[data-holiday-shop]')?.remove();
  window.history.pushState({}, '', '/');
});

describe('a language catalogue that cannot be loaded', () => {
  it('is tried twice, then the bundled texts stand in, logged once', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadCatalogueOrFallback('de')).resolves.toBe(fallbackMessages);
    expect(mockCatalogueAttempts).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("the 'de' texts could not be loaded");
  });

  it('leaves the shop started and readable, not an empty mount', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The route's own texts are missing too: each says so in development.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/de-de');
    const mount = document.createElement('div');
    mount.id = 'holiday-shop';
    document.body.replaceChildren(mount);
    (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig = {};
    await act(() => boot());
    const banner = await screen.findByRole('banner');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(
      await within(banner).findByRole('navigation', { name: 'Main navigation' }),
    ).toBeInTheDocument();
    expect(
      error.mock.calls.filter(([text]) => String(text).includes('texts could not')),
    ).toHaveLength(1);
  });
});
