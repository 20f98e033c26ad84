import { readHostGlobal } from '../config/hostGlobal';
import { isLocale, localeInfo } from '../config/locales';
import { localeOfPath, matchRoute } from '../config/routes';
import { loadCatalogue, loadMessageArea } from '../i18n/loadCatalogue';
import { loadChunk } from '../lib/chunks';
import { routeLoaders, routeMessageAreas } from './routeModules';

const loadShellCss = loadChunk(() => import(/* webpackChunkName: "shell-styles" */ './shell.css'));

/**
 * The shell's stylesheet, a CSS file webpack's runtime links (a lazy chunk: the host page includes
 * only shop.js). No <style> element: a strict style-src blocks them (docs/rules/security-policy.md).
 * A page that already links it (an HTML snapshot's) is not asked again. A stylesheet that fails to
 * load twice leaves the shop usable, only unstyled.
 */
export function loadShellStyles(): Promise<void> {
  return loadShellCss().then(
    () => undefined,
    () => undefined,
  );
}

/** The address as the shop's routes see it: without the host's base path. */
export function stripBasePath(pathname: string, basePath: string): string {
  return basePath && pathname.startsWith(basePath)
    ? pathname.slice(basePath.length) || '/'
    : pathname;
}

/**
 * The boot's very first step, before the rest of shop.js runs (docs/rules/speed.md, "A route's
 * first load"): asks for the files every first render waits for — the shell's stylesheet, the
 * language catalogue, the route's chunk and the route's message area — from the address and the
 * host's raw configuration alone. Its modules are the route table and the chunk loaders, so these
 * requests leave before the API client, the configuration check and React are even evaluated.
 * Later steps ask again and share these loads; a failure is theirs to show, so it is dropped here.
 * A configuration without a known locale leaves the catalogue to them.
 */
export function startFirstLoads(): { intlTag?: string } {
  const raw = readHostGlobal() as { basePath?: unknown; locale?: unknown } | undefined;
  const basePath = typeof raw?.basePath === 'string' ? raw.basePath : '';
  const pathname = stripBasePath(window.location.pathname, basePath);
  const locale = localeOfPath(pathname) ?? (isLocale(raw?.locale) ? raw.locale : undefined);
  void loadShellStyles();
  const language = locale ? localeInfo[locale].language : undefined;
  if (language) loadCatalogue(language).catch(() => undefined);
  const intlTag = locale ? localeInfo[locale].intl : undefined;
  const matched = matchRoute(pathname);
  if (!matched) return { intlTag };
  routeLoaders[matched.name]().catch(() => undefined);
  const area = routeMessageAreas[matched.name];
  if (area && language) loadMessageArea(area, language).catch(() => undefined);
  return { intlTag };
}

/**
 * Loads the browser's number and date data for the language (docs/rules/speed.md, "A route's first
 * load"): the first Intl call of a page costs a phone about a hundred milliseconds, once. Run in
 * tasks of their own while the first files and answers are under way, these steps take that time
 * from the wait rather than from the first render (react-intl's provider makes the last step's
 * calls). The cost comes in two about equal halves, the locale's likely subtags and the formats'
 * locale lists, so it is paid in two steps: two shorter tasks block a tap for less than one.
 */
export function localeDataSteps(intlTag: string | undefined): (() => void)[] {
  if (!intlTag) return [];
  return [
    () => {
      new Intl.Locale(intlTag).maximize();
    },
    () => {
      Intl.NumberFormat.supportedLocalesOf(intlTag);
      Intl.DateTimeFormat.supportedLocalesOf(intlTag);
    },
  ];
}
