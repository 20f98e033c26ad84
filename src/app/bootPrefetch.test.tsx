import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { setupDemoHost } from '../testing/setupDemoHost';
import { testApiBase } from '../testing/renderWithProviders';
import { resetStoreInstance } from '../store/storeInstance';
import { cartAtExtras } from '../features/checkout/testing';
import { boot } from './boot';
import { startBoot } from './bootEarly';

/**
 * The whole boot against the demo host: what boot asks for ahead is what the sagas use, so the
 * result list's search, the page and the layout are each sent once.
 */
const server = setupDemoHost();

/** The brand page at `path` with the shop's empty mount and its configuration. */
function brandPageAt(path: string): Element {
  window.history.pushState({}, '', path);
  const mount = document.createElement('div');
  mount.id = 'holiday-shop';
  document.body.replaceChildren(mount);
  (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig = {
    locale: 'de-de',
    apiBaseUrl: testApiBase,
  };
  return mount;
}

/** The brand page at `path`, and the shop booted on it. */
async function openShopAt(path: string): Promise<void> {
  brandPageAt(path);
  await act(() => boot());
}

describe('boot with the route’s data asked for ahead', () => {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push(new URL(request.url).pathname);
  };
  beforeEach(() => {
    sent.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
    resetStoreInstance();
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    window.history.pushState({}, '', '/');
  });

  it('shows the result list from one search, its first picture eager and preloaded', async () => {
    await openShopAt('/de-de/search?dest=es-mallorca&dep=FRA');
    const items = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const first = within(items[0]!).getAllByRole('img')[0] as HTMLImageElement;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = within(items[1]!).getAllByRole('img')[0] as HTMLImageElement;
    expect(second).toHaveAttribute('loading', 'lazy');
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(first.getAttribute('src'));
    expect(preload).toHaveAttribute('fetchpriority', 'high');

    expect(sent.filter((path) => path === '/ajax/mixed-resultlist')).toHaveLength(1);
    expect(sent.filter((path) => path === '/ajax/page')).toHaveLength(1);
    expect(sent.filter((path) => path === '/ajax/layout')).toHaveLength(1);
  });

  it('sends the first render’s requests in its first step, before anything is rendered', async () => {
    const mount = brandPageAt('/de-de/search?dest=es-mallorca&dep=FRA');
    const early = startBoot();
    expect(early.kind).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(
      expect.arrayContaining(['/ajax/layout', '/ajax/page', '/ajax/mixed-resultlist']),
    );
    expect(mount).toBeEmptyDOMElement();
    // The second step renders from what the first one started: nothing is asked for twice.
    await act(() => boot(early));
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(sent.filter((path) => path === '/ajax/mixed-resultlist')).toHaveLength(1);
    expect(sent.filter((path) => path === '/ajax/layout')).toHaveLength(1);
  });

  it('shows the travellers step from one cart answer', async () => {
    const checkoutId = await cartAtExtras();
    sent.length = 0;
    await openShopAt(`/de-de/booking/info/${checkoutId}`);
    await screen.findAllByRole('textbox', {}, { timeout: 10_000 });
    // Asked for at boot, with the route's chunk, and taken by the step's saga: sent once.
    expect(sent.filter((path) => path === `/ajax/booking/${checkoutId}/get-checkout`)).toHaveLength(
      1,
    );
  });
});
