import { render } from '@testing-library/react';
import { App } from '../app/App';
import type { HostConfig } from '../config/hostConfig';
import en from '../i18n/catalogues/en';
import de from '../i18n/catalogues/de';
import { makeTestStore } from './renderWithProviders';
import { testConfig } from './testConfig';

/** The whole shop as boot mounts it, at a URL, against the demo host's handlers. */
export function renderApp(path: string, config: HostConfig = testConfig()) {
  window.history.pushState({}, '', path);
  const store = makeTestStore();
  const messages = path.split('/')[1]?.startsWith('de') ? de : en;
  const view = render(<App store={store} config={config} messages={messages} />);
  return { store, ...view };
}
