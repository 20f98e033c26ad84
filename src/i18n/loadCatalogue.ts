import type { Language } from '../config/locales';

import type { MessageFormatElement } from 'react-intl';

/** Message strings in tests; syntax trees compiled at build time in the bundle (icuAstLoader). */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

const load: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './catalogues/en'),
  de: () => import(/* webpackChunkName: "messages-de" */ './catalogues/de'),
  it: () => import(/* webpackChunkName: "messages-it" */ './catalogues/it'),
  es: () => import(/* webpackChunkName: "messages-es" */ './catalogues/es'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './catalogues/fr'),
};

const cache = new Map<Language, Promise<Catalogue>>();

/** One chunk per language; languages other than English and German are completed from English. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  let pending = cache.get(language);
  if (!pending) {
    pending =
      language === 'en' || language === 'de'
        ? load[language]().then((m) => m.default)
        : Promise.all([load.en(), load[language]()]).then(
            ([en, own]) => ({ ...en.default, ...own.default }) as Catalogue,
          );
    cache.set(language, pending);
    // A failed chunk load may succeed on the next try.
    pending.catch(() => cache.delete(language));
  }
  return pending;
}
