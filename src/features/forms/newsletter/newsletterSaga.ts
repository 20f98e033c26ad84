import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { NewsletterResponse } from '../../../api/types';
import { callApi } from '../../../store/sagaHelpers';
import { analyticsActions } from '../../analytics';
import {
  markIdentityOutdated,
  selectAuthStatus,
  type AuthStatus,
  signedInAccessToken,
  signedInNewsletterMetadata,
} from '../../auth';
import {
  newsletterActions,
  selectNewsletter,
  type NewsletterError,
  type NewsletterState,
} from './newsletterSlice';

/** The server's code when it gives one (unknown ones as they are), else genericError. */
export function newsletterErrorOf(
  response: { error?: unknown } | null | undefined,
): NewsletterError {
  const code = response?.error;
  return typeof code === 'string' && code.trim() !== '' ? code : 'genericError';
}

/** The signed-in user's bearer token for the given header, when there is one. */
function* authorization(header: 'X-Authorization' | 'Authorization') {
  const token: string | null = yield call(signedInAccessToken);
  return token ? { [header]: `Bearer ${token}` } : undefined;
}

const outcome = (form: string, success: boolean) =>
  analyticsActions.formSubmitted({ form, outcome: success ? 'success' : 'failure' });

function* subscribe({ payload }: ReturnType<typeof newsletterActions.subscribeSubmitted>) {
  let response: NewsletterResponse | null = null;
  try {
    const headers: Record<string, string> | undefined = yield* authorization('X-Authorization');
    response = yield* callApi({
      route: 'newsletter_subscribe',
      data: { email: payload.email.trim(), source: payload.source, listId: payload.listId },
      ...(headers ? { headers } : {}),
    });
  } catch {
    response = null;
  }
  if (response?.success) yield put(newsletterActions.subscribeSucceeded());
  else yield put(newsletterActions.subscribeFailed(newsletterErrorOf(response)));
  yield put(outcome('newsletter-subscribe', response?.success === true));
}

function* unsubscribe({ payload }: ReturnType<typeof newsletterActions.unsubscribeConfirmed>) {
  // 'Yes' without an e-mail in the address gives invalidUnsubscribeEmail, unsent.
  if (payload.email.trim() === '') {
    yield put(newsletterActions.unsubscribeFailed('invalidUnsubscribeEmail'));
    return;
  }
  let response: NewsletterResponse | null = null;
  try {
    response = yield* callApi({
      route: 'newsletter_unsubscribe',
      data: { email: payload.email.trim(), listId: payload.listId },
    });
  } catch {
    response = null;
  }
  if (response?.success) yield put(newsletterActions.unsubscribeSucceeded());
  else yield put(newsletterActions.unsubscribeFailed(newsletterErrorOf(response)));
  yield put(outcome('newsletter-unsubscribe', response?.success === true));
}

/** The id from the address, else the signed-in customer's (newsletter_get_customer_id). */
function* customerIdFor(fromUrl: string | null) {
  if (fromUrl) return fromUrl;
  const headers: Record<string, string> | undefined = yield* authorization('Authorization');
  if (!headers) return null;
  const response = yield* callApi({
    route: 'newsletter_get_customer_id',
    data: {},
    headers,
  });
  return response?.success && response.result?.data ? response.result.data : null;
}

function* loadProfile({ payload }: ReturnType<typeof newsletterActions.profileRequested>) {
  try {
    const customerId: string | null = yield* customerIdFor(payload.customerId);
    if (!customerId) {
      yield put(newsletterActions.profileLoadFailed());
      return;
    }
    const response = yield* callApi({
      route: 'newsletter_get_customer_data',
      data: { customer: customerId },
    });
    if (!response?.success || !response.data) {
      yield put(newsletterActions.profileLoadFailed());
      return;
    }
    // The list from the address or module, else the signed-in user's metadata list_id.
    let listId = payload.listId;
    if (!listId) {
      const metadata: { listId: string | null } | null = yield call(signedInNewsletterMetadata);
      listId = metadata?.listId ?? null;
    }
    yield put(newsletterActions.profileLoaded({ customerId, listId, data: response.data }));
  } catch {
    yield put(newsletterActions.profileLoadFailed());
  }
}

function* saveProfile({ payload }: ReturnType<typeof newsletterActions.profileSubmitted>) {
  const { profile }: NewsletterState = yield select(selectNewsletter);
  let response: NewsletterResponse | null = null;
  try {
    const { customerId: customer, listId: list } = profile;
    // Only a loaded profile is saved: without its customer id the host has nobody to update, and
    // the save fails as a refused one would.
    if (customer)
      response = yield* callApi({
        route: 'newsletter_update_customer',
        data: {
          ...payload.values,
          customer,
          // The listId only when the tracking permission is shown.
          ...(payload.sendListId && list ? { listId: list } : {}),
        },
      });
  } catch {
    response = null;
  }
  if (response?.success) {
    yield put(newsletterActions.profileSaved(payload.values));
    // The profile may change the identity's newsletter metadata: the next start refreshes it.
    const authStatus: AuthStatus = yield select(selectAuthStatus);
    if (authStatus === 'authenticated') markIdentityOutdated();
  } else yield put(newsletterActions.profileSaveFailed(newsletterErrorOf(response)));
  yield put(outcome('newsletter-profile', response?.success === true));
}

/** The newsletter forms' calls: one submit at a time each, the newest profile load wins. */
export function* newsletterSaga() {
  yield all([
    takeLeading(newsletterActions.subscribeSubmitted.type, subscribe),
    takeLeading(newsletterActions.unsubscribeConfirmed.type, unsubscribe),
    takeLatest(newsletterActions.profileRequested.type, loadProfile),
    takeLeading(newsletterActions.profileSubmitted.type, saveProfile),
  ]);
}
