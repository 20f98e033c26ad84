import { shellActions } from '../shell';
import { consentActions } from '../consent';
import { analyticsActions, type TrackedItem } from './analyticsActions';
import { batchWindowMs, maxAttempts, retryDelayMs } from './analyticsSaga';
import { analyticsStore, type Pushed } from './testing/analyticsStore';

const product = (id: string, position = 1): TrackedItem => ({
  kind: 'product',
  id,
  name: `Hotel ${id}`,
  list: 'resultlist',
  position,
  price: 499,
});
const teaser: TrackedItem = { kind: 'teaser', id: 'm-1', name: 'Summer in Crete', position: 1 };

const listLoaded = (count: number, page = 1) => ({
  type: 'resultList/listLoaded',
  payload: { requestKey: 'k', response: { count, page } },
});
const galleryLoaded = {
  type: 'destinations/galleryLoaded',
  payload: { requestKey: 'g', response: { destinations: [{}, {}] } },
};
const entered = (name: 'resultlist' | 'all_destinations' | 'homepage') =>
  shellActions.routeEntered({ name, locale: 'en-gb', params: {}, pathname: `/en-gb/${name}` });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('impression batching (2000 ms)', () => {
  it('sends the impressions of one 2000 ms window as one push per kind, each item once', async () => {
    const { store, pushed, start, ready } = analyticsStore();
    start();
    await ready();
    store.dispatch(analyticsActions.impressionSeen(product('1', 1)));
    await jest.advanceTimersByTimeAsync(500);
    store.dispatch(analyticsActions.impressionSeen(product('2', 2)));
    store.dispatch(analyticsActions.impressionSeen(teaser));
    store.dispatch(analyticsActions.impressionSeen(product('1', 1)));
    await jest.advanceTimersByTimeAsync(batchWindowMs - 501);
    expect(pushed).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(pushed).toEqual([
      { event: 'teaserImpressions', items: [{ id: 'm-1', name: 'Summer in Crete', position: 1 }] },
      {
        event: 'productImpressions',
        items: [
          { id: '1', name: 'Hotel 1', list: 'resultlist', position: 1, price: 499 },
          { id: '2', name: 'Hotel 2', list: 'resultlist', position: 2, price: 499 },
        ],
      },
    ]);
  });

  it('opens the next window with the next impression, and sends nothing while none is seen', async () => {
    const { store, pushed, start, ready } = analyticsStore();
    start();
    await ready();
    store.dispatch(analyticsActions.impressionSeen(product('1')));
    await jest.advanceTimersByTimeAsync(batchWindowMs + 700);
    store.dispatch(analyticsActions.impressionSeen(product('3')));
    await jest.advanceTimersByTimeAsync(batchWindowMs - 1);
    expect(pushed).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(pushed.map((event) => (event.items as { id: string }[])[0]?.id)).toEqual(['1', '3']);
    await jest.advanceTimersByTimeAsync(10 * batchWindowMs);
    expect(pushed).toHaveLength(2);
  });

  it('keeps what was seen before the analytics chunk had loaded', async () => {
    const { store, pushed, start, ready } = analyticsStore();
    store.dispatch(analyticsActions.impressionSeen(product('early')));
    store.dispatch(analyticsActions.clicked(product('early')));
    start();
    await ready();
    await jest.advanceTimersByTimeAsync(batchWindowMs);
    expect(pushed.map((event) => event.event)).toEqual(['productClick', 'productImpressions']);
  });
});

describe('sending (retry after 1 s, at most 5 attempts, errors swallowed)', () => {
  it('tries a failing data layer again 1 s apart, 5 attempts in all, then gives up silently', async () => {
    const attempts: number[] = [];
    const error = jest.spyOn(console, 'error');
    const { store, pushed, start, ready } = analyticsStore({
      push: () => {
        attempts.push(Date.now());
        throw new Error('tag manager down');
      },
    });
    start();
    await ready();
    const t0 = Date.now();
    store.dispatch(analyticsActions.clicked(product('1')));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(attempts.map((at) => at - t0)).toEqual(
      Array.from({ length: maxAttempts }, (_, i) => i * retryDelayMs),
    );
    expect(pushed).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('loses and repeats no event that arrives while a send is in flight', async () => {
    let failures = 2;
    const { store, pushed, start, ready } = analyticsStore({
      push: () => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('busy');
        }
      },
    });
    start();
    await ready();
    store.dispatch(analyticsActions.clicked(product('a')));
    await jest.advanceTimersByTimeAsync(retryDelayMs / 2);
    store.dispatch(analyticsActions.clicked(product('b')));
    store.dispatch(analyticsActions.formSubmitted({ form: 'complaint', outcome: 'success' }));
    await jest.advanceTimersByTimeAsync(retryDelayMs);
    store.dispatch(analyticsActions.clicked(product('c')));
    await jest.advanceTimersByTimeAsync(10 * retryDelayMs);
    expect(pushed).toEqual([
      { event: 'productClick', item: expect.objectContaining({ id: 'a' }) },
      { event: 'productClick', item: expect.objectContaining({ id: 'b' }) },
      { event: 'formSubmit', form: 'complaint', outcome: 'success' },
      { event: 'productClick', item: expect.objectContaining({ id: 'c' }) },
    ]);
  });

  it('goes on with the next event after giving one up', async () => {
    let calls = 0;
    const { store, pushed, start, ready } = analyticsStore({
      push: () => {
        calls += 1;
        if (calls <= maxAttempts) throw new Error('down');
      },
    });
    start();
    await ready();
    store.dispatch(analyticsActions.clicked(product('lost')));
    store.dispatch(analyticsActions.clicked(product('next')));
    await jest.advanceTimersByTimeAsync(maxAttempts * retryDelayMs);
    expect(pushed).toEqual([
      { event: 'productClick', item: expect.objectContaining({ id: 'next' }) },
    ]);
  });
});

describe('consent for analytics', () => {
  it('holds data-layer events until analytics consent, then sends them in order', async () => {
    const { store, pushed, start, ready } = analyticsStore({ consent: 'unknown' });
    start();
    await ready();
    store.dispatch(analyticsActions.clicked(product('1')));
    store.dispatch(analyticsActions.clicked(product('2')));
    await jest.advanceTimersByTimeAsync(5000);
    expect(pushed).toEqual([]);
    store.dispatch(consentActions.consentSynced({ analytics: 'granted' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(pushed.map((event) => (event.item as Pushed).id)).toEqual(['1', '2']);
  });

  it('drops data-layer events once analytics consent is refused', async () => {
    const { store, pushed, start, ready } = analyticsStore({ consent: 'unknown' });
    start();
    await ready();
    store.dispatch(analyticsActions.clicked(product('1')));
    store.dispatch(consentActions.consentRefused('analytics'));
    store.dispatch(analyticsActions.clicked(product('2')));
    await jest.advanceTimersByTimeAsync(5000);
    expect(pushed).toEqual([]);
  });

  it('sends at once when the host says its tag manager decides (requireConsent false)', async () => {
    const { store, pushed, start, ready } = analyticsStore({
      consent: 'unknown',
      settings: { requireConsent: false },
    });
    start();
    await ready();
    store.dispatch(analyticsActions.clicked(product('1')));
    await jest.advanceTimersByTimeAsync(0);
    expect(pushed).toHaveLength(1);
  });
});

describe('list loads (loads trigger, search-mask changes re-arm)', () => {
  it('counts the first load of a page, not its paging, and again after a search from the mask', async () => {
    const { store, pushed, start, ready } = analyticsStore();
    store.dispatch(entered('resultlist'));
    store.dispatch(listLoaded(42));
    start();
    await ready();
    store.dispatch(listLoaded(42, 2));
    store.dispatch(listLoaded(42, 3));
    store.dispatch(analyticsActions.searchMaskChanged());
    store.dispatch(listLoaded(7));
    await jest.advanceTimersByTimeAsync(0);
    expect(pushed).toEqual([
      { event: 'resultListLoaded', count: 42, page: 1 },
      { event: 'resultListLoaded', count: 7, page: 1 },
    ]);
  });

  it('counts the all-destinations load of another page, not a second one on the same page', async () => {
    const { store, pushed, start, ready } = analyticsStore();
    start();
    await ready();
    store.dispatch(entered('resultlist'));
    store.dispatch(listLoaded(3));
    store.dispatch(entered('all_destinations'));
    store.dispatch(galleryLoaded);
    store.dispatch(galleryLoaded);
    await jest.advanceTimersByTimeAsync(0);
    expect(pushed.map((event) => event.event)).toEqual([
      'resultListLoaded',
      'allDestinationsLoaded',
    ]);
    expect(pushed[1]).toEqual({ event: 'allDestinationsLoaded', count: 2 });
  });
});

describe('price difference (above 1 increased, below -1 reduced)', () => {
  it.each([
    [1.01, 'increased'],
    [25, 'increased'],
    [-1.01, 'reduced'],
    [-300, 'reduced'],
  ])('reports a hotel offer difference of %p as %s', async (difference, direction) => {
    const { store, pushed, start, ready } = analyticsStore();
    start();
    await ready();
    store.dispatch({
      type: 'hotelOffers/offers/priceDifferenceLoaded',
      payload: {
        key: 'priceDifferenceo1',
        value: { difference, oldPrice: 1, newPrice: 1, currency: 'EUR' },
      },
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(pushed).toEqual([{ event: 'priceDifference', direction, difference, source: 'hotel' }]);
  });

  it.each([1, 0, -1, 0.5])('reports nothing for a difference of %p', async (difference) => {
    const { store, pushed, start, ready } = analyticsStore();
    start();
    await ready();
    store.dispatch({
      type: 'checkout/offerChangeReported',
      payload: {
        type: 'price',
        price: { amount: 1, perPersonAmount: 1, difference, currency: 'EUR' },
      },
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(pushed).toEqual([]);
  });
});
