import { PageNavigate } from '../ui/routeLeaving';
import type { RouteName } from '../config/routeTable';
import { href } from '../config/routes';
import { useAppSelector } from '../store/hooks';
import { selectRoute } from '../features/shell';

/**
 * Legacy addresses keep working: they forward to the current named route, keeping the query
 * (and, with keepParams, the path parameters the two routes share).
 */
export function RouteRedirect({ to, keepParams = false }: { to: RouteName; keepParams?: boolean }) {
  const { locale, params } = useAppSelector(selectRoute);
  if (!locale) return null;
  return (
    <PageNavigate
      replace
      to={href(to, locale, keepParams ? params : {}) + window.location.search}
    />
  );
}
