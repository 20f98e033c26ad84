import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../store/makeStore';
import { createApiClient } from '../api/client';
import { HostConfigProvider } from '../app/HostConfigContext';
import type { HostConfig } from '../config/hostConfig';
import enShell from '../i18n/catalogues/en';
import deShell from '../i18n/catalogues/de';
import enCheckout from '../i18n/catalogues/en/checkoutArea';
import deCheckout from '../i18n/catalogues/de/checkoutArea';
import enSeo from '../i18n/catalogues/en/seoArea';
import deSeo from '../i18n/catalogues/de/seoArea';
import enCms from '../i18n/catalogues/en/cmsArea';
import deCms from '../i18n/catalogues/de/cmsArea';
import { testConfig } from './testConfig';

/** Feature parts render without their route's MessageArea here, so the areas are merged in. */
const en = { ...enShell, ...enCheckout, ...enSeo, ...enCms };
const de = { ...deShell, ...deCheckout, ...deSeo, ...deCms };

/** Requests go to the demo host's handlers through MSW (src/testing/server.ts). */
export const testApiBase = 'http://localhost';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  config?: HostConfig;
  language?: 'en' | 'de';
}

export function makeTestStore(preloadedState?: Partial<RootState>): AppStore {
  return makeStore({ api: createApiClient(testApiBase), preloadedState });
}

/** Renders with the shop's providers: store, host config, messages and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    route = '/en-gb',
    preloadedState,
    config = testConfig(),
    language = 'en',
    ...rest
  } = options;
  const store = options.store ?? makeTestStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <HostConfigProvider value={config}>
        <IntlProvider
          locale={language === 'de' ? 'de-DE' : 'en-GB'}
          messages={language === 'de' ? de : en}
        >
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </IntlProvider>
      </HostConfigProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
