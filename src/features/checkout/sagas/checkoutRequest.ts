import { select } from 'redux-saga/effects';
import type { ApiRouteName } from '../../../api/endpoints';
import type { Locale } from '../../../config/locales';
import { callApi } from '../../../store/sagaHelpers';
import { selectRoute } from '../../shell';

/**
 * A call of the booking scope (spec 2 §2): the checkout id in the path, {data} in the body, the
 * shell's locale in the query. Cancelling the calling saga aborts it.
 */
export function* checkoutRequest<T>(
  route: ApiRouteName,
  checkoutId: string,
  data?: unknown,
  headers?: Record<string, string>,
) {
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  return yield* callApi<T>({
    route,
    params: { checkoutId },
    query: locale ? { locale } : undefined,
    data: data === undefined ? {} : { data },
    headers,
  });
}
