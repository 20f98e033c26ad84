import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { parseHostConfig, readHostGlobal } from '../config/hostConfig';
import { localeInfo } from '../config/locales';
import { setPageUrlPolicy } from '../config/urlContext';
import { localeOfPath } from '../config/routes';
import { createApiClient } from '../api/client';
import { withPrefetch } from '../api/prefetch';
import { initStore } from '../store/storeInstance';
import { loadCatalogue, loadCatalogueOrFallback } from '../i18n/loadCatalogue';
import { App } from './App';
import { snapshotMark } from '../ui/headTags';
import { preloadRoute } from './bootPreload';
import { loadChunk } from './chunks';
import { forgetExpiredTravellerDrafts } from '../features/checkout/travellers/travellerDraftExpiry';

const defaultMount = '#holiday-shop';

const loadTakeover = loadChunk(() => import(/* webpackChunkName: "takeover" */ './takeover'));
const loadShellCss = loadChunk(() => import(/* webpackChunkName: "shell-styles" */ './shell.css'));

/**
 * The shell's stylesheet, a CSS file webpack's runtime links (a lazy chunk: the host page includes
 * only shop.js). No <style> element: a strict style-src blocks them (docs/rules/security-policy.md).
 * A page that already links it (an HTML snapshot's) is not asked again. A stylesheet that fails to
 * load twice leaves the shop usable, only unstyled.
 */
function loadShellStyles(): Promise<void> {
  return loadShellCss().then(
    () => undefined,
    () => undefined,
  );
}

function reportConfigError(problems: string[]): void {
  console.error(
    `Holiday shop: invalid configuration (window.holidayShopConfig):\n- ${problems.join('\n- ')}`,
  );
}

/** A bad configuration gets one readable console error and a visible message, never half a shop. */
async function showConfigError(mount: Element): Promise<void> {
  const messages = await loadCatalogue('en').catch(() => ({}));
  const intl = createIntl({ locale: 'en-GB', messages });
  const box = document.createElement('div');
  box.className = 'hs-root';
  box.setAttribute('role', 'alert');
  const paragraph = document.createElement('p');
  paragraph.className = 'hs-config-error';
  paragraph.textContent = intl.formatMessage({ id: 'shell.config.error' });
  box.append(paragraph);
  mount.replaceChildren(box);
}

function stripBasePath(pathname: string, basePath: string): string {
  return basePath && pathname.startsWith(basePath)
    ? pathname.slice(basePath.length) || '/'
    : pathname;
}

export async function boot(): Promise<void> {
  const raw = readHostGlobal();
  const parsed = parseHostConfig(raw);
  // A bad configuration is told even when its message has no place to show (a bad mountSelector).
  if (!parsed.ok) reportConfigError(parsed.problems);
  const selector = parsed.ok ? parsed.config.mountSelector : defaultMount;
  const mount = document.querySelector(selector);
  if (!mount) {
    console.error(`Holiday shop: no element matches the mount selector '${selector}'.`);
    return;
  }
  if (!parsed.ok) {
    await loadShellStyles();
    await showConfigError(mount);
    return;
  }
  const config = parsed.config;
  setPageUrlPolicy(config);
  // A tab may come back to the shop hours later on another page: traveller data older than its
  // lifetime goes now, not only when a checkout reads it (docs/rules/travellers.md).
  forgetExpiredTravellerDrafts();
  const pathname = stripBasePath(window.location.pathname, config.basePath);
  const locale = localeOfPath(pathname) ?? config.locale;
  // Stylesheet, catalogue, route chunk and the route's data load side by side, all before the
  // first render.
  const styles = loadShellStyles();
  const messages = loadCatalogueOrFallback(localeInfo[locale].language);
  const api = withPrefetch(createApiClient(config.apiBaseUrl, { variant: config.variant }));
  preloadRoute({ api, pathname, search: window.location.search, hostLocale: config.locale });
  // A page served with an HTML snapshot keeps it until the shop has the same page ready. Only such
  // a page needs the take-over's code; it shows its snapshot while that arrives.
  const target = [...mount.children].some((child) => child.hasAttribute(snapshotMark))
    ? (await loadTakeover()).prepareTakeover(mount)
    : mount;
  const store = initStore({ api });
  const app = <App store={store} config={config} messages={await messages} />;
  await styles;
  const root = createRoot(target);
  // The first render is the largest: as a transition React renders it in slices of a few
  // milliseconds and lets the browser in between (a phone's main thread is not blocked for
  // its whole length), then shows it at once.
  startTransition(() => root.render(app));
}
