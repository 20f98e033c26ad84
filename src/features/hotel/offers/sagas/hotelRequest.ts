import { select } from 'redux-saga/effects';
import type { ApiRouteName } from '../../../../api/endpoints';
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
 * (docs/rules/hotel.md, "What is loaded again"). Cancelling the calling saga aborts it
 * (sagaHelpers.callApi).
 */
export function* hotelRequest<N extends ApiRouteName>(route: N, data: object = {}) {
  const context: OfferContext | null = yield select(selectOfferContext);
  if (!context) throw new Error(`${route} needs the hotel's offer context`);
  const query: { locale: Locale } | undefined = yield* localeQuery();
  return yield* callApi({
    route,
    params: { hotelId: context.hotelId },
    query,
    data: { productSearch: context.productSearch, ...data },
  });
}
