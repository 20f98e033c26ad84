import type { AppStore, RootState } from '../store/makeStore';

/**
 * Whether `drawn` holds right after the store update that makes `arrived` true: read in a microtask
 * after the update, when React has flushed what a store update renders at once. False for content
 * drawn at transition priority, which follows in a later task (docs/rules/speed.md).
 */
export function drawnByUpdate(
  store: AppStore,
  arrived: (state: RootState) => boolean,
  drawn: () => boolean,
): Promise<boolean> {
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      if (!arrived(store.getState())) return;
      stop();
      queueMicrotask(() => resolve(drawn()));
    });
  });
}
