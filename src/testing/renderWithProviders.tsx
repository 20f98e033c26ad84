import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../store/makeStore';
import { createApiClient } from '../api/client';
import { HostConfigProvider } from '../config/HostConfigContext';
import type { HostConfig } from '../config/hostConfig';
import type { Language } from '../config/locales';
import { testConfig } from './testConfig';

/** Every language's messages as a route shows them: shell, checkout and SEO areas merged. */
const messages = new Map<Language, Record<string, string>>();
function messagesOf(language: Language): Record<string, string> {
  const known = messages.get(language);
  if (known) return known;
  const merged = Object.assign(
    {},
    ...['index', 'checkoutArea', 'seoArea'].map(
      (part) =>
        (jest.requireActual(`../i18n/catalogues/${language}/${part}`) as { default: object })
          .default,
    ),
  ) as Record<string, string>;
  messages.set(language, merged);
  return merged;
}

const intlTags: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-CH',
};

/** Requests go to the demo host's handlers through MSW (src/testing/server.ts). */
export const testApiBase = 'http://localhost';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  config?: HostConfig;
  language?: Language;
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
        <IntlProvider locale={intlTags[language]} messages={messagesOf(language)}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </IntlProvider>
      </HostConfigProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
