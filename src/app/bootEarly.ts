import { createApiClient } from '../api/client';
import { withPrefetch, type PrefetchingApiClient } from '../api/prefetch';
import { parseHostConfig, readHostGlobal, type HostConfig } from '../config/hostConfig';
import { localeInfo, type Locale } from '../config/locales';
import { localeOfPath } from '../config/routes';
import { setPageUrlPolicy } from '../config/urlContext';
import { forgetExpiredTravellerDrafts } from '../lib/travellerDraftStore';
import { loadCatalogueOrFallback, type Catalogue } from '../i18n/loadCatalogue';
import { preloadRoute } from './bootPreload';
import { loadShellStyles, stripBasePath } from './bootFirst';

const defaultMount = '#holiday-shop';

function reportConfigError(problems: string[]): void {
  console.error(
    `Holiday shop: invalid configuration (window.holidayShopConfig):\n- ${problems.join('\n- ')}`,
  );
}

/** What the boot's second step found and started; the third renders from it. */
export type EarlyBoot =
  | { kind: 'noMount' }
  | { kind: 'configError'; mount: Element }
  | {
      kind: 'ready';
      config: HostConfig;
      mount: Element;
      locale: Locale;
      /** The address as the router sees it: without the host's base path. */
      pathname: string;
      api: PrefetchingApiClient;
      styles: Promise<void>;
      messages: Promise<Catalogue>;
    };

/**
 * The boot's second step, before React, the store and the shell are evaluated: check the host
 * configuration and start, side by side, everything the first render waits for (stylesheet,
 * catalogue, the route's chunk, the page and layout answers and the route's own first request;
 * docs/rules/speed.md). The files are on their way already (bootFirst.ts) and their loads are
 * shared; the API requests leave here, before the whole bundle has run.
 */
export function startBoot(): EarlyBoot {
  const parsed = parseHostConfig(readHostGlobal());
  // A bad configuration is told even when its message has no place to show (a bad mountSelector).
  if (!parsed.ok) reportConfigError(parsed.problems);
  const selector = parsed.ok ? parsed.config.mountSelector : defaultMount;
  const mount = document.querySelector(selector);
  if (!mount) {
    console.error(`Holiday shop: no element matches the mount selector '${selector}'.`);
    return { kind: 'noMount' };
  }
  if (!parsed.ok) return { kind: 'configError', mount };
  const config = parsed.config;
  setPageUrlPolicy(config);
  const pathname = stripBasePath(window.location.pathname, config.basePath);
  const locale = localeOfPath(pathname) ?? config.locale;
  const styles = loadShellStyles();
  const messages = loadCatalogueOrFallback(localeInfo[locale].language);
  const api = withPrefetch(createApiClient(config.apiBaseUrl, { variant: config.variant }));
  preloadRoute({ api, pathname, search: window.location.search, hostLocale: config.locale });
  // A tab may come back to the shop hours later on another page: traveller data older than its
  // lifetime goes at boot, not only when a checkout reads it (docs/rules/travellers.md); in a task
  // of its own, after the first requests have left.
  setTimeout(forgetExpiredTravellerDrafts, 0);
  return { kind: 'ready', config, mount, locale, pathname, api, styles, messages };
}
