import { initStore, resetStoreInstance } from './storeInstance';
import { createApiClient } from '../api/client';

describe('the once-only store', () => {
  afterEach(() => resetStoreInstance());
  const api = createApiClient('http://localhost');

  it('is made with the shell loading its first route', () => {
    const store = initStore({ api });
    expect(store.getState().shell.route.status).toBe('loading');
  });

  it('throws when made a second time', () => {
    initStore({ api });
    expect(() => initStore({ api })).toThrow('Redux store can only be initialized once');
  });
});
