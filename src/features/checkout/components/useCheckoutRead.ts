import { useCallback } from 'react';
import type { BodyRouteName } from '../../../api/endpoints';
import type { ApiBody } from '../../../api/types';
import { useAppSelector, useAppStore } from '../../../store/hooks';
import { selectRouteLocale } from '../../shell';

/**
 * A one-off read of a component (modal contents, a stored card, a miles login) through the shop's
 * API client, with the shell's locale, like the sagas' checkoutRequest. Loads of the step itself
 * go through the sagas.
 */
export function useCheckoutRead() {
  const store = useAppStore();
  const locale = useAppSelector(selectRouteLocale);
  return useCallback(
    <N extends BodyRouteName>(
      route: N,
      params: Record<string, string>,
      data: ApiBody<N>,
      signal: AbortSignal = new AbortController().signal,
      headers?: Record<string, string>,
    ) =>
      store.api.request({
        route,
        params,
        query: locale ? { locale } : undefined,
        data,
        signal,
        ...(headers ? { headers } : {}),
      }),
    [store, locale],
  );
}
