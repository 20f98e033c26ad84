import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { setupDemoHost } from '../testing/setupDemoHost';
import * as storeInstance from '../store/storeInstance';
import { resetStoreInstance } from '../store/storeInstance';
import { shellActions } from '../features/shell';
import { boot } from './boot';

setupDemoHost();

function hostPage(config: unknown) {
  const mount = document.createElement('div');
  mount.id = 'holiday-shop';
  document.body.replaceChildren(mount);
  (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig = config;
}

describe('boot (Foundation 3)', () => {
  afterEach(() => {
    resetStoreInstance();
    window.history.pushState({}, '', '/');
  });

  it('gives a bad configuration one readable console error and a visible message', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    hostPage({ locale: 'xx-yy', features: { login: 'yes' } });
    await boot();
    expect(error).toHaveBeenCalledTimes(1);
    const logged = String(error.mock.calls[0]?.[0]);
    expect(logged).toContain('locale');
    expect(logged).toContain('features.login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The holiday shop could not start because its configuration is invalid.',
    );
  });

  it('tells a mount selector that is no CSS selector in words, and never throws', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    hostPage({ mountSelector: '##', keys: [1, 2] });
    await expect(boot()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    const logged = String(error.mock.calls[0]?.[0]);
    expect(logged).toContain('mountSelector: expected a CSS selector, got "##"');
    expect(logged).toContain('keys: expected an object, got Array');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The holiday shop could not start because its configuration is invalid.',
    );
  });

  it('forgets traveller drafts past their lifetime on any page, keeping a fresh one', async () => {
    const hours = 60 * 60 * 1000;
    const draft = (savedAt: number) => JSON.stringify({ savedAt, values: { email: 'a@b.test' } });
    sessionStorage.setItem('hs_checkout_travellers:old', draft(Date.now() - 3 * hours));
    sessionStorage.setItem('hs_checkout_travellers:fresh', draft(Date.now() - hours / 2));
    hostPage({ locale: 'en-gb' });
    window.history.pushState({}, '', '/en-gb/favorites');
    await act(() => boot());
    expect(sessionStorage.getItem('hs_checkout_travellers:old')).toBeNull();
    expect(sessionStorage.getItem('hs_checkout_travellers:fresh')).not.toBeNull();
    sessionStorage.clear();
  });

  it('tells the store the address once, before the first render draws anything', async () => {
    // What the shop has drawn each time the route is entered.
    const entered: { pathname: string; drawn: boolean }[] = [];
    const makeStore = storeInstance.initStore;
    jest.spyOn(storeInstance, 'initStore').mockImplementation((options) => {
      const store = makeStore(options);
      const dispatch = store.dispatch;
      store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
        if (shellActions.routeEntered.match(action)) {
          entered.push({
            pathname: action.payload.pathname,
            drawn: document.querySelector('header, main') !== null,
          });
        }
        return dispatch(action);
      }) as typeof dispatch;
      return store;
    });
    hostPage({ locale: 'en-gb' });
    window.history.pushState({}, '', '/en-gb/favorites');
    await act(() => boot());
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(entered).toEqual([{ pathname: '/en-gb/favorites', drawn: false }]);
  });

  it('says which mount element is missing instead of failing silently', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.replaceChildren();
    (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig = {
      mountSelector: '#shop-here',
    };
    await boot();
    expect(error).toHaveBeenCalledWith(
      "Holiday shop: no element matches the mount selector '#shop-here'.",
    );
  });

  it('mounts the shop in the locale of the URL, with the brand colours', async () => {
    window.history.pushState({}, '', '/en-gb');
    hostPage({ brand: { name: 'Sunwave', theme: { primary: '#005f73' } } });
    await act(() => boot());
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Country and language/ })).toBeInTheDocument(),
    );
    const root = screen.getByRole('banner').closest('.hs-root') as HTMLElement;
    expect(root.style.getPropertyValue('--hs-color-primary')).toBe('#005f73');
    // Styles come as files (stylesheets.test.ts), never as <style> elements.
    expect(document.querySelector('style')).toBeNull();
  });

  it('refuses to make the store a second time', async () => {
    window.history.pushState({}, '', '/en-gb');
    hostPage({});
    await act(() => boot());
    hostPage({});
    await expect(boot()).rejects.toThrow('Redux store can only be initialized once');
  });
});
