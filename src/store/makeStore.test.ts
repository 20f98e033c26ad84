import type { makeStore as MakeStore } from './makeStore';

type Compose = (...args: unknown[]) => unknown;

/**
 * makeStore with the DevTools extension present and NODE_ENV as a build would set it. Redux
 * Toolkit reads the extension when it is loaded, so each case loads the modules afresh.
 */
function storeWithExtension(nodeEnv: string) {
  const previousEnv = process.env.NODE_ENV;
  const composeCalls: unknown[] = [];
  const extensionCompose: Compose = (...args) => {
    composeCalls.push(args);
    // The extension's compose with options returns a compose of enhancers.
    return (...enhancers: ((next: unknown) => unknown)[]) =>
      (next: unknown) =>
        enhancers.reduceRight((composed, enhancer) => enhancer(composed), next);
  };
  const globals = window as unknown as Record<string, unknown>;
  globals.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extensionCompose;
  process.env.NODE_ENV = nodeEnv;
  try {
    let store: ReturnType<typeof MakeStore> | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per case
      const { makeStore } = require('./makeStore') as { makeStore: typeof MakeStore };
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same fresh registry
      const { createApiClient } = require('../api/client') as typeof import('../api/client');
      store = makeStore({ api: createApiClient('http://localhost') });
    });
    return { store: store!, composeCalls };
  } finally {
    process.env.NODE_ENV = previousEnv;
    delete globals.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  }
}

describe('makeStore and the Redux DevTools', () => {
  it('never connects the extension in a production build', () => {
    const { store, composeCalls } = storeWithExtension('production');
    expect(composeCalls).toHaveLength(0);
    expect(store.getState().shell).toBeDefined();
  });

  it('never connects it under test either', () => {
    expect(storeWithExtension('test').composeCalls).toHaveLength(0);
  });

  it('connects it in development', () => {
    expect(storeWithExtension('development').composeCalls).toHaveLength(1);
  });
});
