import type { BodyRouteName } from '../../api/endpoints';
import type { ApiCall } from '../../api/prefetch';
import type { ApiBody } from '../../api/types';
import type { RouteDataContext } from '../../api/prefetch';
import type { Locale } from '../../config/locales';

/**
 * A call of the booking scope: the checkout id in the path, the shell's locale in the query, the
 * body as given. The checkout's sagas send every booking call in this shape, and boot's prefetch
 * sends the first step's cart in it, so the two are the same request.
 */
export const checkoutCall = <N extends BodyRouteName>(
  route: N,
  checkoutId: string,
  locale: Locale | null,
  body: ApiBody<N>,
  headers?: Record<string, string>,
): ApiCall<N> => ({
  route,
  params: { checkoutId },
  query: locale ? { locale } : undefined,
  data: body,
  headers,
});

/**
 * At boot, on the extras and travellers steps: the cart, which the step's form and summary wait
 * for, leaves with the route's chunk instead of after it. Not on the payment step, whose answer
 * carries the card provider's transaction: that is asked for by the step itself.
 */
export async function prefetchRouteData({ api, locale, params }: RouteDataContext): Promise<void> {
  const { checkoutId } = params;
  if (!checkoutId) return;
  await api.prefetch(checkoutCall('checkout_get', checkoutId, locale, {}));
}
