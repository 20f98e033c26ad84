import { localeInfo, type Locale } from '../../src/config/locales';

/** A brand whose content pages get HTML snapshots. */
export interface SnapshotBrand {
  /** Folder name of its snapshots; the demo host picks it by the host page. */
  id: string;
  /** Path prefix its host page serves the shop under ('' at the root). */
  basePath: string;
  /** The locales it serves content pages in, each with the slugs of its landing pages. */
  locales: Partial<Record<Locale, readonly string[]>>;
}

/**
 * The demo brand Sunwave Holidays. Landing pages are named here: the page answer does not tell a
 * landing page from a form page (newsletter, contact), and a form's input would be lost when the
 * shop takes over from a snapshot of it.
 */
export const demoBrand: SnapshotBrand = {
  id: 'sunwave',
  basePath: '',
  locales: { 'de-de': ['sommer', 'familienurlaub'] },
};

/** The router paths of a brand's home page and landing pages in a locale. */
export function homeAndLandingPaths(locale: Locale, landingPages: readonly string[]): string[] {
  return [`/${locale}`, ...landingPages.map((slug) => `/${locale}/${slug}`)];
}

/** A page's router path without its locale: the same page in every locale shares it. */
export function pageKey(routerPath: string): string {
  return routerPath.replace(/^\/[a-z]{2}-[a-z]{2}/, '') || '/';
}

/**
 * hreflang alternates of every page: for each page taken in several locales, each locale's
 * address. `taken` maps router paths to their locale.
 */
export function alternatesOf(
  taken: ReadonlyMap<string, Locale>,
  address: (routerPath: string) => string,
): Map<string, { hreflang: string; href: string }[]> {
  const byKey = new Map<string, string[]>();
  for (const routerPath of taken.keys()) {
    const key = pageKey(routerPath);
    byKey.set(key, [...(byKey.get(key) ?? []), routerPath]);
  }
  const result = new Map<string, { hreflang: string; href: string }[]>();
  for (const paths of byKey.values()) {
    const alternates = paths.map((routerPath) => ({
      hreflang: localeInfo[taken.get(routerPath)!].intl,
      href: address(routerPath),
    }));
    for (const routerPath of paths) result.set(routerPath, alternates);
  }
  return result;
}

/** Text with every occurrence of one origin replaced by another ('' leaves root-relative paths). */
export function withOrigin(text: string, from: string, to: string): string {
  return text.split(from).join(to);
}
