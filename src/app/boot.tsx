import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { initStore } from '../store/storeInstance';
import { loadCatalogue } from '../i18n/loadCatalogue';
import { App } from './App';
import { enteredRoute } from './RouteSync';
import { shellActions } from '../features/shell';
import { snapshotMark } from '../ui/headTags';
import { loadShellStyles } from './bootFirst';
import { startBoot, type EarlyBoot } from './bootEarly';
import { loadChunk } from '../lib/chunks';

const loadTakeover = loadChunk(() => import(/* webpackChunkName: "takeover" */ './takeover'));

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

/**
 * The boot's third step: React, the store and the shell render what the earlier steps started
 * (bootFirst.ts, bootEarly.ts). Called without them, it takes the second step itself (tests, a host
 * that calls it), which asks for everything the first would have.
 */
export async function boot(early: EarlyBoot = startBoot()): Promise<void> {
  if (early.kind === 'noMount') return;
  if (early.kind === 'configError') {
    await loadShellStyles();
    await showConfigError(early.mount);
    return;
  }
  const { config, mount, pathname, api, styles, messages } = early;
  // A page served with an HTML snapshot keeps it until the shop has the same page ready. Only such
  // a page needs the take-over's code; it shows its snapshot while that arrives.
  const target = [...mount.children].some((child) => child.hasAttribute(snapshotMark))
    ? (await loadTakeover()).prepareTakeover(mount)
    : mount;
  const store = initStore({ api });
  // The store learns the address before the first render: that render draws the route, and its
  // loads start now rather than after it (RouteSync.tsx).
  store.dispatch(shellActions.routeEntered(enteredRoute(pathname)));
  const app = <App store={store} config={config} messages={await messages} />;
  await styles;
  const root = createRoot(target);
  // The first render is the largest: as a transition React renders it in slices of a few
  // milliseconds and lets the browser in between (a phone's main thread is not blocked for
  // its whole length), then shows it at once.
  startTransition(() => root.render(app));
}
