/**
 * The only module that imports moment. Its locale files are loaded one by one, on demand:
 * webpack's IgnorePlugin keeps moment's "all locales" context out of the bundle.
 */
import moment from 'moment';
import { localeInfo, type Locale } from '../config/locales';
import { loadChunk } from './chunks';

const momentLocales: Record<string, () => Promise<unknown>> = {
  de: loadChunk(() => import(/* webpackChunkName: "moment-de" */ 'moment/locale/de')),
  'de-at': loadChunk(() => import(/* webpackChunkName: "moment-de-at" */ 'moment/locale/de-at')),
  'de-ch': loadChunk(() => import(/* webpackChunkName: "moment-de-ch" */ 'moment/locale/de-ch')),
  'en-gb': loadChunk(() => import(/* webpackChunkName: "moment-en-gb" */ 'moment/locale/en-gb')),
  'en-ie': loadChunk(() => import(/* webpackChunkName: "moment-en-ie" */ 'moment/locale/en-ie')),
  it: loadChunk(() => import(/* webpackChunkName: "moment-it" */ 'moment/locale/it')),
  es: loadChunk(() => import(/* webpackChunkName: "moment-es" */ 'moment/locale/es')),
  'fr-ch': loadChunk(() => import(/* webpackChunkName: "moment-fr-ch" */ 'moment/locale/fr-ch')),
};

/** en-de and en-ch have no moment locale of their own: they use British English (localeInfo). */
export function momentLocaleOf(locale: Locale): string {
  return localeInfo[locale].moment;
}

export async function activateMomentLocale(locale: Locale): Promise<string> {
  const name = momentLocaleOf(locale);
  const load = momentLocales[name];
  if (load) await load();
  return moment.locale(name);
}

// The formats live with the calendar arithmetic, which must not bring moment along.
export { dateFormats } from './calendarDates';

export { moment };
