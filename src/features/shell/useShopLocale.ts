import { useHostConfig } from '../../config/HostConfigContext';
import type { Locale } from '../../config/locales';
import { useAppSelector } from '../../store/hooks';
import { selectRouteLocale } from './shellSlice';

/**
 * The locale the shop speaks in: the route's, or the host's before a route has one (an address
 * without a locale). Selects the route's locale alone, so a change of the route's status renders
 * nothing (docs/rules/speed.md).
 */
export function useShopLocale(): Locale {
  const config = useHostConfig();
  return useAppSelector(selectRouteLocale) ?? config.locale;
}
