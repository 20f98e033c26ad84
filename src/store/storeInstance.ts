import { makeStore, type AppStore, type StoreOptions } from './makeStore';

let instance: AppStore | undefined;

/**
 * The shop's one store: made once at boot
 * (docs/rules/shell-and-routes.md, "The once-only store").
 */
export function initStore(options: StoreOptions): AppStore {
  if (instance) throw new Error('Redux store can only be initialized once');
  instance = makeStore(options);
  return instance;
}

/** Tests only: forget the instance so the next test can boot again. */
export function resetStoreInstance(): void {
  instance = undefined;
}
