import { call, put, select, take } from 'redux-saga/effects';
import type { AncillaryType, SetInfoData } from '../../../api/types';
import { takeLatestPerKey, isCancelledError } from '../../../store/sagaHelpers';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import {
  errorsOf,
  errorsOfFailure,
  isSuccessfulCheckout,
  redactCart,
} from '../model/checkoutResponse';
import { checkoutAncillaries, checkoutCustomer, loadOptionsRoute } from '../model/checkoutRoutes';
import { checkoutRequest } from './checkoutRequest';
import { signedInIdToken } from '../../auth';
import { withIdentityToken } from '../travellers/setInfoData';

function* currentCheckoutId() {
  const { checkoutId }: CheckoutState = yield select(selectCheckout);
  return checkoutId;
}

/** One ancillary type's choice; a newer choice of the same type cancels the older request. */
export function* chooseAncillary({ payload }: ReturnType<typeof checkoutActions.ancillaryChosen>) {
  const checkoutId: string | null = yield* currentCheckoutId();
  if (!checkoutId) return;
  try {
    const response = yield* checkoutRequest(checkoutAncillaries.dataRoute, checkoutId, {
      data: { type: payload.type, refIds: payload.refIds },
    });
    if (!isSuccessfulCheckout(response)) {
      yield put(checkoutActions.ancillaryUpdateFailed({ type: payload.type }));
      yield put(checkoutActions.errorsSet(errorsOf(response?.messages)));
      return;
    }
    yield put(checkoutActions.cartUpdated(redactCart(response.cart)));
    // The options carry what is selected now (a transfer may have removed the rental car).
    const options = yield* checkoutRequest(loadOptionsRoute, checkoutId, {});
    yield put(
      checkoutActions.ancillaryUpdated({
        type: payload.type,
        groups:
          options?.success && Array.isArray(options.ancillaries) ? options.ancillaries : undefined,
        messages: response.messages ?? [],
      }),
    );
  } catch (error) {
    if (isCancelledError(error)) return;
    yield put(checkoutActions.ancillaryUpdateFailed({ type: payload.type }));
    yield put(checkoutActions.errorsSet(errorsOfFailure(error)));
  }
}

/**
 * Traveller and contact data, sent by the set-info call (docs/rules/checkout.md, "What the
 * travellers step sends").
 */
export function* submitInfo(data: SetInfoData) {
  const checkoutId: string | null = yield* currentCheckoutId();
  if (!checkoutId) return;
  try {
    // A signed-in visitor's identity token goes along as infoForm.auth0Token
    // (docs/rules/checkout.md, "The signed-in visitor's name, e-mail and token").
    const token: string | null = yield call(signedInIdToken);
    const response = yield* checkoutRequest(checkoutCustomer.dataRoute, checkoutId, {
      data: withIdentityToken(data, token),
    });
    if (isSuccessfulCheckout(response)) {
      yield put(checkoutActions.cartUpdated(redactCart(response.cart)));
      yield put(checkoutActions.infoSaved());
      yield put(
        checkoutActions.navigationRequested({
          route: checkoutCustomer.nextPage,
          params: { checkoutId },
        }),
      );
      return;
    }
    const messages = response?.messages ?? [];
    // frequentFlyerNumberInvalid and birthDateNotBookedAge list the passengers concerned in
    // error.data; the form marks their fields (docs/rules/travellers.md "Refused birth dates").
    const passengersOf = (id: string) =>
      messages
        .filter((message) => message.id === id)
        .flatMap((message) => (Array.isArray(message.data) ? message.data : []))
        .filter((index): index is number => Number.isInteger(index));
    yield put(
      checkoutActions.infoRejected({
        milesMoreNumberInvalidFor: passengersOf('frequentFlyerNumberInvalid'),
        birthDateNotBookedAgeFor: passengersOf('birthDateNotBookedAge'),
      }),
    );
    yield put(checkoutActions.errorsSet(errorsOf(messages)));
  } catch (error) {
    yield put(
      checkoutActions.infoRejected({ milesMoreNumberInvalidFor: [], birthDateNotBookedAgeFor: [] }),
    );
    yield put(checkoutActions.errorsSet(errorsOfFailure(error)));
  }
}

export function* stepSagas() {
  yield takeLatestPerKey(
    checkoutActions.ancillaryChosen,
    (action) => action.payload.type as AncillaryType,
    chooseAncillary,
  );
}

export function* infoSaga() {
  for (;;) {
    const action: ReturnType<typeof checkoutActions.infoSubmitted> = yield take(
      checkoutActions.infoSubmitted.type,
    );
    // Blocking on purpose: one submit at a time, a double click cannot send twice.
    yield call(submitInfo, action.payload);
  }
}
