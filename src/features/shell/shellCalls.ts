import type { ApiCall } from '../../api/prefetch';
import type { Locale } from '../../config/locales';

/** The page answer of an address: built alike by the shell saga and by boot's prefetch. */
export const pageCall = (pathname: string, locale: Locale): ApiCall<'get_page'> => ({
  route: 'get_page',
  query: { path: pathname, locale },
});

/** Navigation, footer and markets of a locale. */
export const layoutCall = (locale: Locale): ApiCall<'get_layout'> => ({
  route: 'get_layout',
  query: { locale },
});
