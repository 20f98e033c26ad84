import { createContext, useCallback, useContext } from 'react';
import {
  Navigate,
  useNavigate,
  type NavigateOptions,
  type NavigateProps,
  type To,
} from 'react-router-dom';

/**
 * Whether the page around is the one leaving during a route transition (RouteTransition keeps it
 * for its fade-out). A leaving page still re-renders on store changes, but the address is no
 * longer its own: it must not navigate. A login's return page that has done its work and redirects
 * home when it finds no pending return would otherwise send the visitor away from the page the
 * login came back to.
 */
export const RouteLeavingContext = createContext(false);

export function useRouteLeaving(): boolean {
  return useContext(RouteLeavingContext);
}

/** `<Navigate>` for pages: does nothing while the page is leaving. */
export function PageNavigate(props: NavigateProps) {
  return useRouteLeaving() ? null : <Navigate {...props} />;
}

/** `useNavigate()` for pages: its calls are dropped while the page is leaving. */
export function usePageNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const leaving = useRouteLeaving();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (leaving) return;
      if (typeof to === 'number') navigate(to);
      else navigate(to, options);
    },
    [leaving, navigate],
  );
}
