/**
 * The only module that imports moment. Its locale files are loaded one by one, on demand:
 * webpack's IgnorePlugin keeps moment's "all locales" context out of the bundle.
 */
import moment from 'moment';
import { localeInfo, type Locale } from '../config/locales';

const momentLocales: Record<string, () => Promise<unknown>> = {
  de: () => import(/* webpackChunkName: "moment-de" */ 'moment/locale/de'),
  'de-at': () => import(/* webpackChunkName: "moment-de-at" */ 'moment/locale/de-at'),
  'de-ch': () => import(/* webpackChunkName: "moment-de-ch" */ 'moment/locale/de-ch'),
  'en-gb': () => import(/* webpackChunkName: "moment-en-gb" */ 'moment/locale/en-gb'),
  'en-ie': () => import(/* webpackChunkName: "moment-en-ie" */ 'moment/locale/en-ie'),
  it: () => import(/* webpackChunkName: "moment-it" */ 'moment/locale/it'),
  es: () => import(/* webpackChunkName: "moment-es" */ 'moment/locale/es'),
  'fr-ch': () => import(/* webpackChunkName: "moment-fr-ch" */ 'moment/locale/fr-ch'),
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

/** Date formats of spec 1 §9: calls YYYY-MM-DD, calendar month DD-MM-YYYY, display DD.MM.YY. */
export const dateFormats = {
  api: 'YYYY-MM-DD',
  calendarMonth: 'DD-MM-YYYY',
  display: 'DD.MM.YY',
} as const;

export { moment };
