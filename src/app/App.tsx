import { StrictMode, useRef } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import type { AppStore } from '../store/makeStore';
import type { HostConfig } from '../config/hostConfig';
import { localeOfPath } from '../config/routes';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Catalogue } from '../i18n/loadCatalogue';
import { HostConfigProvider } from '../config/HostConfigContext';
import { Shell } from './Shell';
import { themeVariables } from './theme';
import { PortalRootContext } from '../ui/portalRoot';

interface AppProps {
  store: AppStore;
  config: HostConfig;
  messages: Catalogue;
}

/** The language follows the URL's locale prefix; the host's locale is the fallback. */
function LocalisedShell({ config, messages }: Omit<AppProps, 'store'>) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname) ?? config.locale;
  const root = useRef<HTMLDivElement>(null);
  return (
    <I18nProvider locale={locale} initialMessages={messages}>
      <div className="hs-root" ref={root} style={themeVariables(config)} lang={locale}>
        <PortalRootContext.Provider value={root}>
          <Shell />
        </PortalRootContext.Provider>
      </div>
    </I18nProvider>
  );
}

export function App({ store, config, messages }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <HostConfigProvider value={config}>
          <BrowserRouter basename={config.basePath || undefined}>
            <LocalisedShell config={config} messages={messages} />
          </BrowserRouter>
        </HostConfigProvider>
      </Provider>
    </StrictMode>
  );
}
