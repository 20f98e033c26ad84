import { select } from 'redux-saga/effects';
import type { BodyRouteName } from '../../../../api/endpoints';
import type { ApiBody, ProductSearch } from '../../../../api/types';
import type { Locale } from '../../../../config/locales';
import { callApi } from '../../../../store/sagaHelpers';
import { selectRoute } from '../../../shell';
import { selectOfferContext } from '../hotelOffersSlice';
import type { OfferContext } from '../state/actions';

/** The shell's locale as the query every call carries, so server texts come in its language. */
export function* localeQuery() {
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  return locale ? { locale } : undefined;
}

/**
 * A call about this hotel for this search: the hotel id in the path, the product search in the body
 * (docs/rules/hotel.md, "What is loaded again"). The caller makes the body around the product
 * search, so the compiler checks it against the route's request where the route is known.
 * Cancelling the calling saga aborts it (sagaHelpers.callApi).
 */
export function* hotelRequest<N extends BodyRouteName>(
  route: N,
  body: (productSearch: ProductSearch) => ApiBody<N>,
) {
  const context: OfferContext | null = yield select(selectOfferContext);
  if (!context) throw new Error(`${route} needs the hotel's offer context`);
  const query: { locale: Locale } | undefined = yield* localeQuery();
  return yield* callApi({
    route,
    params: { hotelId: context.hotelId },
    query,
    data: body(context.productSearch),
  });
}
