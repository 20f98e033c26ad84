import type {
  ApiMessage,
  BinVerifyRequest,
  CheckoutDataRequest,
  CheckoutStatus,
  CheckoutPayment,
  FinalizePaymentData,
  PaymentType,
  PollResponse,
  RecurringPaymentData,
  RecurringPaymentResponse,
  SetPaymentData,
  ThreeDsAction,
} from '../../src/api/types';
import { challengePageUrl } from '../cardProvider/origins';
import { hasFault } from '../faults';
import { bearerIdentity } from '../identity/tokens';
import { cartOf, checkoutAnswer, noCart, priceChangePending } from './checkout';
import { storedCards } from './checkoutInfo';
import { outcomeOf, totalOf } from './checkoutCart';
import { jsonBody, route, type RouteContext } from './route';
import { payPalApprovalUrl } from './paypal';
import { nextId, state, type CartState } from './state';

/** The processing poll finishes on this poll (the shop polls every 2 s). */
export const pollsUntilFinished = 3;

/**
 * Every payment attempt gets a challenge of its own: its own token and payment data
 * (docs/rules/payment-attempts.md). The `repeat-3ds` fault hands out the previous one again,
 * as a host that reuses tokens would.
 */
function threeDsAction(cart: CartState, context: RouteContext): ThreeDsAction {
  if (hasFault(context.faults, 'repeat-3ds') && cart.lastChallenge) return cart.lastChallenge;
  const url = challengePageUrl(context.url.origin);
  const token = `${nextId('3ds')}-${cart.id}`;
  cart.lastChallenge = {
    type: 'threeDS2',
    paymentMethodType: 'scheme',
    token,
    paymentData: `pd-${token}`,
    ...(url ? { url } : {}),
  };
  return cart.lastChallenge;
}

/** Paid or on its way: the operator books a checkout once, whichever tab or key asks again. */
const bookedStatuses: readonly CheckoutStatus[] = ['processing', 'success', 'fail', 'soft_booked'];
const isBooked = (cart: CartState) => bookedStatuses.includes(cart.status);
const alreadyBookedMessages: ApiMessage[] = [{ id: 'checkoutAlreadyBooked', context: 'payment' }];

const paymentFailed = (context: RouteContext, cart: CartState, id: string) =>
  checkoutAnswer(context, cart, [{ id, context: 'payment' }], false);

function notReady(cart: CartState): ApiMessage[] {
  return cart.status === 'payment' || cart.status === 'processing'
    ? []
    : [{ id: 'unknownIssue', context: 'payment', text: 'Traveller data missing' }];
}

function startProcessing(cart: CartState, securityToken: string, cardType: string): void {
  cart.payment = { ...cart.payment, securityCreditcards: [{ cardType, securityToken }] };
  cart.status = 'processing';
  cart.polls = 0;
}

/** The card discount holds only for a card of the BIN bin-verify granted it to. */
function paidByVerifiedCard(cart: CartState, payment: SetPaymentData['payment']): boolean {
  const bin = cart.cardDiscount?.bin;
  if (!bin || (payment.type !== 'CreditCard' && payment.type !== 'DebitCard')) return false;
  const token = payment.card?.transactionId;
  const masked = token ? state.cardTokens.get(token)?.maskedCard : undefined;
  return (masked ?? payment.card?.bin ?? '').startsWith(bin);
}

type MilesPart = Pick<CheckoutPayment, 'bonusProgramName' | 'originalAmount' | 'value'>;

/**
 * Miles paying part of the price: only on a cart logged in to miles,
 * from 7,500 and the minimum points fee up to the points held and the total's worth. The payment
 * then charges the total less miles / rate. Null when the amount is refused.
 */
function milesPart(cart: CartState, type: PaymentType, milesAmount: unknown): MilesPart | null {
  if (milesAmount === undefined || milesAmount === null || milesAmount === 0) return {};
  const account = cart.milesAccount;
  const miles = Number(milesAmount);
  if (!account || !Number.isInteger(miles)) return null;
  const total = totalOf({ ...cart, payment: { type } });
  const worth = miles / account.rate;
  if (miles < Math.max(7500, account.minimumPointsFee) || miles > account.remainingPoints)
    return null;
  if (worth > total) return null;
  return {
    bonusProgramName: 'MilesAndMore',
    originalAmount: total,
    value: { amount: Math.round((total - worth) * 100) / 100 },
  };
}

/**
 * Answers already given per payment attempt: a retry with the same Idempotency-Key gets the same
 * answer and never a second charge (docs/rules/payment-attempts.md).
 */
function rememberedAnswer(context: RouteContext, cart: CartState) {
  const key = context.request.headers.get('idempotency-key');
  return key ? state.paymentAnswers.get(`${cart.id}:${key}`) : undefined;
}

/** `counts`: a new payment attempt (set-payment, recurring payment), not a step inside one. */
function remember<T>(context: RouteContext, cart: CartState, answer: T, counts = true): T {
  const key = context.request.headers.get('idempotency-key');
  if (key) state.paymentAnswers.set(`${cart.id}:${key}`, answer);
  if (counts) cart.paymentSets += 1;
  return answer;
}

async function setPayment(context: RouteContext, cart: CartState) {
  const problems = notReady(cart);
  if (problems.length) return checkoutAnswer(context, cart, problems, false);
  const body = await jsonBody<CheckoutDataRequest<SetPaymentData>>(context.request);
  const payment = body.data?.payment;
  if (!payment?.type)
    return checkoutAnswer(
      context,
      cart,
      [{ id: 'noPaymentSelectedError', context: 'payment' }],
      false,
    );
  // Fault price-change: the operator re-priced before the payment was taken; nothing is charged
  // and the answer reports the new price, to be accepted before paying again.
  if (priceChangePending(context, cart)) return checkoutAnswer(context, cart);
  if (cart.cardDiscount && !paidByVerifiedCard(cart, payment)) cart.cardDiscount = null;
  const miles = milesPart(cart, payment.type, payment.milesAmount);
  if (!miles) return paymentFailed(context, cart, 'milesAmountInvalid');
  cart.milesAmount = miles.bonusProgramName ? Number(payment.milesAmount) : 0;
  cart.payment = { type: payment.type, ...miles };
  // Test data: a card holder containing "Refused" is declined by the issuer.
  if (payment.card?.cardHolder?.toLowerCase().includes('refused')) {
    return checkoutAnswer(
      context,
      cart,
      [{ id: 'threeDsChallengeRefused', context: 'payment' }],
      false,
    );
  }
  const transactionId = payment.card?.transactionId;
  if (transactionId) {
    // The hosted card fields' token: the provider stand-in knows which test card it holds.
    const card = state.cardTokens.get(transactionId);
    if (!card) return paymentFailed(context, cart, 'noPaymentSelectedError');
    if (card.outcome === 'refused')
      return paymentFailed(context, cart, 'threeDsChallengeRejectedError');
    if (card.outcome === 'challenge') {
      cart.payment = {
        type: payment.type,
        ...miles,
        threeDs: true,
        action: threeDsAction(cart, context),
      };
      return checkoutAnswer(context, cart);
    }
  }
  if (payment.type === 'PayPal') {
    // PayPal approves on its own page, which returns the visitor to the processing route.
    const approval = payPalApprovalUrl(cart, payment.returnUrl ?? '', payment.cancelUrl ?? '');
    cart.payment = { type: 'PayPal', ...miles, redirectUrl: `${context.url.origin}${approval}` };
    return checkoutAnswer(context, cart);
  }
  startProcessing(cart, `tok-${cart.id}`, payment.card?.cardType ?? payment.type);
  return checkoutAnswer(context, cart);
}

async function recurringPayment(
  context: RouteContext,
  cart: CartState,
): Promise<RecurringPaymentResponse> {
  const body = await jsonBody<CheckoutDataRequest<RecurringPaymentData>>(context.request);
  if (
    notReady(cart).length ||
    !body.data?.paymentMethod ||
    !ownsStoredCard(context, body.data.paymentMethod.storedPaymentMethodId)
  ) {
    return {
      success: false,
      threeDs: false,
      messages: [{ id: 'technicalError', context: 'payment' }],
    };
  }
  // A stored card always asks for a 3-D Secure challenge in the demo.
  const action = threeDsAction(cart, context);
  cart.payment = { type: body.data.paymentMethod.type, threeDs: true, action };
  return { success: true, threeDs: true, action };
}

/** A stored card is charged only for the verified identity it belongs to (docs/rules/payment-options.md). */
function ownsStoredCard(context: RouteContext, storedPaymentMethodId: string | undefined): boolean {
  if (hasFault(context.faults, 'token-rejected')) return false;
  const identity = bearerIdentity(context.request);
  return (
    !!identity?.emailVerified &&
    !!storedPaymentMethodId &&
    storedCards[identity.userId]?.storedPaymentMethodId === storedPaymentMethodId
  );
}

async function finalizePayment(context: RouteContext, cart: CartState) {
  const body = await jsonBody<CheckoutDataRequest<FinalizePaymentData>>(context.request);
  const result = body.data?.details?.threeDSResult;
  const paymentData = body.data?.paymentData;
  // The answer to an earlier attempt's challenge never pays for the one open now.
  const stale = paymentData !== undefined && paymentData !== cart.payment.action?.paymentData;
  if (!result || stale) return paymentFailed(context, cart, 'technicalError');
  if (/refused/i.test(result)) return paymentFailed(context, cart, 'threeDsChallengeRefused');
  if (/cancel/i.test(result)) return paymentFailed(context, cart, 'threeDsChallengeCancelled');
  startProcessing(cart, `tok-${cart.id}`, 'CreditCard');
  return checkoutAnswer(context, cart);
}

export const paymentHandlers = [
  route('do_payment_set', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    const known = rememberedAnswer(context, cart);
    if (known) return known as ReturnType<typeof checkoutAnswer>;
    if (isBooked(cart)) return checkoutAnswer(context, cart, alreadyBookedMessages, false);
    return remember(context, cart, await setPayment(context, cart));
  }),
  route('do_recurring_payment', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    const known = rememberedAnswer(context, cart);
    if (known) return known as RecurringPaymentResponse;
    if (isBooked(cart)) return { success: false, threeDs: false, messages: alreadyBookedMessages };
    return remember(context, cart, await recurringPayment(context, cart));
  }),
  route('checkout_finalize_payment', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    const known = rememberedAnswer(context, cart);
    if (known) return known as ReturnType<typeof checkoutAnswer>;
    if (isBooked(cart)) return checkoutAnswer(context, cart, alreadyBookedMessages, false);
    return remember(context, cart, await finalizePayment(context, cart), false);
  }),
  route('do_verify_bin_number', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    const body = await jsonBody<BinVerifyRequest>(context.request);
    const bin = String(body.binValue ?? '');
    const answer = (allowed: boolean, messages: ApiMessage[] = []) => ({
      success: allowed,
      allowed,
      discount: !!cart.cardDiscount,
      discountPercent: cart.cardDiscount?.percent ?? 0,
      messages,
      cart: checkoutAnswer(context, cart).cart,
    });
    // No card (the number was cleared, or another method chosen): no card discount.
    if (bin === '') {
      cart.cardDiscount = null;
      return answer(true);
    }
    // Test data: BINs must start with 3-6; those starting 5454 earn the 7 % card discount.
    if (!/^[3-6]\d{5}$/.test(bin)) {
      cart.cardDiscount = null;
      return answer(false, [{ id: 'error.bin.disallowed', context: 'payment' }]);
    }
    cart.cardDiscount = bin.startsWith('5454') ? { bin, percent: 7 } : null;
    return answer(true);
  }),
  route('checkout_book', (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    if (cart.status !== 'processing') return { success: false, finished: true, soft: false };
    return { success: true, finished: false, soft: false };
  }),
  route('checkout_poll', (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    return poll(cart, hasFault(context.faults, 'never-finish'));
  }),
];

/** Pending polls answer success true, finished false; the third poll finishes with the outcome. */
function poll(cart: CartState, neverFinish: boolean): PollResponse {
  const trackingParams = { checkoutId: cart.id, hotelId: cart.hotelId, offerId: cart.offer.id };
  if (cart.status === 'success')
    return { success: true, finished: true, soft: false, trackingParams };
  if (cart.status === 'fail')
    return { success: false, finished: true, soft: false, trackingParams };
  if (cart.status === 'soft_booked')
    return { success: false, finished: true, soft: true, trackingParams };
  if (cart.status !== 'processing')
    return { success: false, finished: true, soft: false, trackingParams };
  cart.polls += 1;
  if (neverFinish || cart.polls < pollsUntilFinished)
    return { success: true, finished: false, soft: false, trackingParams };
  cart.status = outcomeOf(cart);
  return poll(cart, false);
}
