import { tokenise } from '../../../../demo/cardProvider/testCards';
import { demoState } from '../../../../demo/handlers';
import { cartOf, create, setInfo } from '../../../../demo/testing/checkoutFlow';
import { createApiClient, type ApiClient, type RequestOptions } from '../../../api/client';
import { testApiBase } from '../../../testing/renderWithProviders';
import { until } from '../../../testing/featureStore';
import { checkoutActions } from '../checkoutSlice';
import { paymentVault } from '../model/paymentVault';
import { checkoutState, checkoutStore } from './checkoutStore';

/** A demo-host cart with its travellers entered, at the payment step. */
export async function cartAtPayment(): Promise<string> {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  return checkoutId;
}

/** The hosted card fields' token for a test card, as the card provider stand-in keeps it. */
export function cardToken(number: string, transactionId: string): string {
  demoState.cardTokens.set(transactionId, tokenise(number.replace(/ /g, '')));
  return transactionId;
}

/**
 * A browser tab on the payment step: a real store on the demo host's client, its requests watched
 * (route and headers), the checkout loaded.
 */
export async function paymentTab(checkoutId: string) {
  const real = createApiClient(testApiBase);
  const sent: RequestOptions[] = [];
  const api: ApiClient = {
    request(options) {
      sent.push(options);
      return real.request(options);
    },
  };
  const store = checkoutStore(api, 'checkout_payment');
  store.dispatch(checkoutActions.checkoutRequested({ checkoutId, route: 'checkout_payment' }));
  await until(store, () => checkoutState(store).status === 'resolved');
  const keysOf = (route: RequestOptions['route']) =>
    sent.filter((call) => call.route === route).map((call) => call.headers?.['Idempotency-Key']);
  return { store, sent, keysOf, state: () => checkoutState(store) };
}

/** What usePaymentSubmit does on Pay now: the secrets to the vault, the press id to the saga. */
export function pressPayNow(
  store: Awaited<ReturnType<typeof paymentTab>>['store'],
  pressId: string,
  secrets: object,
  method: 'CreditCard' | 'BankAccount' = 'CreditCard',
) {
  paymentVault.put(pressId, secrets);
  store.dispatch(checkoutActions.paymentSubmitted({ attemptId: pressId, method }));
}

export const sepa = { bankAccount: { holder: 'Erika Muster', iban: 'DE89370400440532013000' } };
export const card = (transactionId: string) => ({
  card: { cardHolder: 'Erika Muster', transactionId },
});
