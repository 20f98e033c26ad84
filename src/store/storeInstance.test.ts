import { getStore, initStore, resetStoreInstance } from './storeInstance';
import { createApiClient } from '../api/client';

describe('the once-only store', () => {
  afterEach(() => resetStoreInstance());
  const api = createApiClient('http://localhost');

  it('throws when read before it is made', () => {
    expect(() => getStore()).toThrow('Store must be initialized first');
  });

  it('is made once and then read', () => {
    const store = initStore({ api });
    expect(getStore()).toBe(store);
    expect(store.getState().shell.route.status).toBe('loading');
  });

  it('throws when made a second time', () => {
    initStore({ api });
    expect(() => initStore({ api })).toThrow('Redux store can only be initialized once');
  });
});
