import { Navigate } from 'react-router-dom';
import type { RouteName } from '../config/routeTable';
import { href } from '../config/routes';
import { useAppSelector } from '../store/hooks';
import { selectRoute } from '../features/shell/shellSlice';

/** Legacy addresses keep working: they forward to the current named route, keeping the query. */
export function RouteRedirect({ to }: { to: RouteName }) {
  const { locale } = useAppSelector(selectRoute);
  if (!locale) return null;
  return <Navigate replace to={href(to, locale) + window.location.search} />;
}
