import type { Language } from '../config/locales';
import { loadChunk } from '../lib/chunks';
import { fallbackMessages } from './fallbackMessages';

import type { MessageFormatElement } from 'react-intl';

/** Message strings in tests; syntax trees compiled at build time in the bundle (icuAstLoader). */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

// Each goes through loadChunk where it is asked for: one more attempt after a failed download.
const load: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './catalogues/en'),
  de: () => import(/* webpackChunkName: "messages-de" */ './catalogues/de'),
  it: () => import(/* webpackChunkName: "messages-it" */ './catalogues/it'),
  es: () => import(/* webpackChunkName: "messages-es" */ './catalogues/es'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './catalogues/fr'),
};

const cache = new Map<Language, Promise<Catalogue>>();

/**
 * One chunk per language, each complete (the catalogue check in `npm test` holds every language
 * to English's ids): a visitor downloads only the texts of the language shown.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  let pending = cache.get(language);
  if (!pending) {
    pending = loadChunk(load[language])().then((m) => m.default);
    cache.set(language, pending);
    // A failed chunk load may succeed on the next try.
    pending.catch(() => cache.delete(language));
  }
  return pending;
}

/**
 * The language's catalogue, or, when it cannot be loaded, the shell's texts bundled with the code
 * (fallbackMessages.ts): the shop then starts readable instead of not at all. Logged once.
 */
export function loadCatalogueOrFallback(language: Language): Promise<Catalogue> {
  return loadCatalogue(language).catch((error: unknown) => {
    console.error(
      `Holiday shop: the '${language}' texts could not be loaded; the bundled English ones stand in.`,
      error instanceof Error ? error.message : error,
    );
    return fallbackMessages;
  });
}

/** Message areas that come with their routes' chunks instead of the language catalogue. */
export type MessageAreaName = 'checkout' | 'voucher' | 'complaint' | 'newsletter' | 'seo';

const areaLoaders: Record<
  MessageAreaName,
  Record<Language, () => Promise<{ default: Catalogue }>>
> = {
  checkout: {
    en: () => import(/* webpackChunkName: "messages-checkout-en" */ './catalogues/en/checkoutArea'),
    de: () => import(/* webpackChunkName: "messages-checkout-de" */ './catalogues/de/checkoutArea'),
    it: () => import(/* webpackChunkName: "messages-checkout-it" */ './catalogues/it/checkoutArea'),
    es: () => import(/* webpackChunkName: "messages-checkout-es" */ './catalogues/es/checkoutArea'),
    fr: () => import(/* webpackChunkName: "messages-checkout-fr" */ './catalogues/fr/checkoutArea'),
  },
  voucher: {
    en: () => import(/* webpackChunkName: "messages-voucher-en" */ './catalogues/en/voucherArea'),
    de: () => import(/* webpackChunkName: "messages-voucher-de" */ './catalogues/de/voucherArea'),
    it: () => import(/* webpackChunkName: "messages-voucher-it" */ './catalogues/it/voucherArea'),
    es: () => import(/* webpackChunkName: "messages-voucher-es" */ './catalogues/es/voucherArea'),
    fr: () => import(/* webpackChunkName: "messages-voucher-fr" */ './catalogues/fr/voucherArea'),
  },
  complaint: {
    en: () =>
      import(/* webpackChunkName: "messages-complaint-en" */ './catalogues/en/complaintArea'),
    de: () =>
      import(/* webpackChunkName: "messages-complaint-de" */ './catalogues/de/complaintArea'),
    it: () =>
      import(/* webpackChunkName: "messages-complaint-it" */ './catalogues/it/complaintArea'),
    es: () =>
      import(/* webpackChunkName: "messages-complaint-es" */ './catalogues/es/complaintArea'),
    fr: () =>
      import(/* webpackChunkName: "messages-complaint-fr" */ './catalogues/fr/complaintArea'),
  },
  newsletter: {
    en: () =>
      import(/* webpackChunkName: "messages-newsletter-en" */ './catalogues/en/newsletterArea'),
    de: () =>
      import(/* webpackChunkName: "messages-newsletter-de" */ './catalogues/de/newsletterArea'),
    it: () =>
      import(/* webpackChunkName: "messages-newsletter-it" */ './catalogues/it/newsletterArea'),
    es: () =>
      import(/* webpackChunkName: "messages-newsletter-es" */ './catalogues/es/newsletterArea'),
    fr: () =>
      import(/* webpackChunkName: "messages-newsletter-fr" */ './catalogues/fr/newsletterArea'),
  },
  seo: {
    en: () => import(/* webpackChunkName: "messages-seo-en" */ './catalogues/en/seoArea'),
    de: () => import(/* webpackChunkName: "messages-seo-de" */ './catalogues/de/seoArea'),
    it: () => import(/* webpackChunkName: "messages-seo-it" */ './catalogues/it/seoArea'),
    es: () => import(/* webpackChunkName: "messages-seo-es" */ './catalogues/es/seoArea'),
    fr: () => import(/* webpackChunkName: "messages-seo-fr" */ './catalogues/fr/seoArea'),
  },
};

const areaCache = new Map<string, Promise<Catalogue>>();
const areaLoaded = new Map<string, Catalogue>();
const areaFailed = new Map<string, unknown>();

const areaKey = (area: MessageAreaName, language: Language) => `${area}:${language}`;

/** An area's messages in a language. */
export function loadMessageArea(area: MessageAreaName, language: Language): Promise<Catalogue> {
  const key = areaKey(area, language);
  let pending = areaCache.get(key);
  if (!pending) {
    pending = loadChunk(areaLoaders[area][language])().then((m) => {
      areaLoaded.set(key, m.default);
      return m.default;
    });
    areaCache.set(key, pending);
    pending.catch((error: unknown) => {
      areaCache.delete(key);
      areaFailed.set(key, error);
    });
  }
  return pending;
}

/** Whether an area's load has settled: its messages are in, or its failure waits to be shown. */
export function messageAreaSettled(area: MessageAreaName, language: Language): boolean {
  const key = areaKey(area, language);
  return areaLoaded.has(key) || areaFailed.has(key);
}

/**
 * An area's messages for a component that renders with them: returned once loaded; until then
 * the load is thrown for the nearest Suspense boundary to wait on. A failed load is thrown once
 * as its error (for the error boundary); the render after that (its retry) loads again.
 */
export function readMessageArea(area: MessageAreaName, language: Language): Catalogue {
  const key = areaKey(area, language);
  const loaded = areaLoaded.get(key);
  if (loaded) return loaded;
  if (areaFailed.has(key)) {
    const error = areaFailed.get(key);
    areaFailed.delete(key);
    throw error;
  }
  throw loadMessageArea(area, language);
}
