import { HttpResponse } from 'msw';
import type {
  ThreeDsAction,
  VoucherBookRequest,
  VoucherCart,
  VoucherErrorId,
  VoucherResponse,
  VoucherSetInfoRequest,
} from '../../src/api/types';
import { voucherCountries } from '../../src/config/countries';
import { isPassportName } from '../../src/lib/personName';
import { isPostcodeOf } from '../../src/lib/postcode';
import { hashString } from '../catalogue/prng';
import { challengePageUrl } from '../cardProvider/origins';
import { hasFault } from '../faults';
import { recaptchaRefused } from '../recaptcha/tokens';
import { jsonBody, route, type RouteContext } from './route';
import { nextId, state, type VoucherState } from './state';

export const voucherAmounts = [25, 50, 100, 150, 200, 250];
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code of the shape XXX-XX-XXXXXXXXXXXX with the purchase prefix LHH. */
function voucherCode(voucher: VoucherState): string {
  let h = hashString(voucher.id);
  let tail = '';
  for (let i = 0; i < 12; i++) {
    tail += codeAlphabet[h % codeAlphabet.length];
    h = Math.floor(h / codeAlphabet.length) || hashString(`${voucher.id}|${i}`);
  }
  return `LHH-${String(voucher.amount ?? 0)
    .slice(0, 2)
    .padStart(2, '0')}-${tail}`;
}

function threeDsAction(voucher: VoucherState, context: RouteContext): ThreeDsAction {
  const url = challengePageUrl(context.url.origin);
  return {
    type: 'threeDS2',
    paymentMethodType: 'scheme',
    token: `3ds-${voucher.id}-${voucher.paymentSets}`,
    paymentData: `pd-${voucher.id}`,
    ...(url ? { url } : {}),
  };
}

function toVoucherCart(voucher: VoucherState, context: RouteContext): VoucherCart {
  return {
    id: voucher.id,
    finished: voucher.finished,
    success: voucher.resultCode === 'Authorised',
    currency: voucher.currency,
    availableVouchers: voucher.availableVouchers,
    voucher: {
      code: voucher.code,
      amount:
        voucher.amount === null ? null : { amount: voucher.amount, currency: voucher.currency },
      ...(voucher.recipient ? { recipient: voucher.recipient } : {}),
    },
    ...(voucher.email ? { customer: { email: voucher.email } } : {}),
    payment: voucher.resultCode ? { resultCode: voucher.resultCode } : {},
    checkout: {
      payment: voucher.threeDsPending
        ? { threeDs: true, action: threeDsAction(voucher, context) }
        : { threeDs: false },
    },
  };
}

function answer(
  voucher: VoucherState,
  context: RouteContext,
  errors: VoucherErrorId[] = [],
): VoucherResponse {
  return {
    success: errors.length === 0,
    cart: toVoucherCart(voucher, context),
    messages: [],
    errors: errors.map((id) => ({ id })),
    // The hosted card fields need the provider's transaction while the voucher is unpaid.
    ...(voucher.finished
      ? {}
      : {
          paymentConfig: {
            clientKey: 'demo_client_key',
            transactionId: `TX-${voucher.id}`,
            scriptVersion: '2.0.0',
            locale: 'de-DE',
            methods: ['CreditCard'],
            cardBrands: ['visa', 'mc', 'amex'],
          },
        }),
  };
}

function voucherOf(context: RouteContext): VoucherState | undefined {
  return state.vouchers.get(context.params.checkoutId ?? '');
}

function missing(): Response {
  const body: VoucherResponse = {
    success: false,
    cart: null,
    messages: [],
    errors: [{ id: 'unknownIssue' }],
  };
  return HttpResponse.json(body, { status: 404 });
}

function authorise(voucher: VoucherState): void {
  voucher.resultCode = 'Authorised';
  voucher.finished = true;
  voucher.threeDsPending = false;
  voucher.code = voucherCode(voucher);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isAdult(birthDate: string | undefined, today = new Date()): boolean {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return false;
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const adultFrom = new Date(Date.UTC(year + 18, month - 1, day));
  return adultFrom.getTime() <= today.getTime();
}

/** A recipient name may be left out; given, it is a name a passport can carry. */
const optionalName = (name: string | undefined) => !name?.trim() || isPassportName(name);

/**
 * Server-side checks of the voucher form; the shop checks the same before sending.
 * Names and postcodes follow docs/rules/travellers.md, as the tour operator's own checks would.
 */
function validInfo(body: Partial<VoucherSetInfoRequest>): body is VoucherSetInfoRequest {
  const amount = Number(body.voucher?.amount?.amount);
  const customer = body.customer;
  const address = customer?.address;
  return (
    voucherAmounts.includes(amount) &&
    !!customer &&
    isPassportName(customer.firstName ?? '') &&
    isPassportName(customer.lastName ?? '') &&
    optionalName(body.voucher?.recipient?.firstName) &&
    optionalName(body.voucher?.recipient?.lastName) &&
    (customer.gender === 'MALE' || customer.gender === 'FEMALE') &&
    isAdult(customer.birthDate) &&
    !!address?.street?.trim() &&
    address.street.length <= 30 &&
    !!address.city?.trim() &&
    address.city.length <= 30 &&
    isPostcodeOf(address.countryCode ?? '', address.postalCode ?? '') &&
    voucherCountries.includes(address.countryCode ?? '') &&
    emailPattern.test(customer.contact?.email ?? '') &&
    isPassportName(body.payment?.cardHolder ?? '')
  );
}

/** A retried attempt (same Idempotency-Key) gets the answer the first one got, never a second charge. */
function idempotent(
  context: RouteContext,
  voucher: VoucherState,
  run: () => Promise<VoucherResponse> | VoucherResponse,
): Promise<VoucherResponse> | VoucherResponse {
  const key = context.request.headers.get('idempotency-key');
  const memoKey = key ? `voucher:${voucher.id}:${context.url.pathname}:${key}` : null;
  const known = memoKey ? state.paymentAnswers.get(memoKey) : undefined;
  if (known) return known as VoucherResponse;
  const remember = (result: VoucherResponse) => {
    if (memoKey) state.paymentAnswers.set(memoKey, result);
    return result;
  };
  const result = run();
  return result instanceof Promise ? result.then(remember) : remember(result);
}

/** Where the demo brand pages mount the shop (public/alpina/index.html). */
const brandBasePaths: Readonly<Record<string, string>> = { alpina: '/alpina' };

async function setInfo(context: RouteContext, voucher: VoucherState): Promise<VoucherResponse> {
  if (voucher.finished) return answer(voucher, context, ['voucherAlreadyBookedError']);
  const body = await jsonBody<Partial<VoucherSetInfoRequest>>(context.request);
  if (recaptchaRefused(context.request, body.recaptcha) || !validInfo(body))
    return answer(voucher, context, ['unknownIssue']);
  voucher.paymentSets += 1;
  voucher.threeDsPending = false;
  voucher.amount = Number(body.voucher.amount.amount);
  voucher.recipient = {
    firstName: body.voucher.recipient?.firstName ?? '',
    lastName: body.voucher.recipient?.lastName ?? '',
  };
  voucher.email = body.customer.contact.email;
  // The hosted card fields' token: the provider stand-in knows which test card it holds.
  const card = state.cardTokens.get(body.payment.transactionId ?? '');
  if (!card) return answer(voucher, context, ['technicalError']);
  if (card.outcome === 'refused') {
    voucher.resultCode = 'Refused';
    return answer(voucher, context, ['threeDsChallengeRejectedError']);
  }
  if (card.outcome === 'challenge') {
    voucher.resultCode = 'ChallengeShopper';
    voucher.threeDsPending = true;
    return answer(voucher, context);
  }
  authorise(voucher);
  return answer(voucher, context);
}

async function book(context: RouteContext, voucher: VoucherState): Promise<VoucherResponse> {
  if (voucher.finished) return answer(voucher, context, ['voucherAlreadyBookedError']);
  const body = await jsonBody<VoucherBookRequest>(context.request);
  const result = body.details?.threeDSResult;
  if (!voucher.threeDsPending || !result) return answer(voucher, context, ['technicalError']);
  voucher.threeDsPending = false;
  if (/refused/i.test(result)) {
    voucher.resultCode = 'Refused';
    return answer(voucher, context, ['threeDsChallengeRefused']);
  }
  if (!/approved/i.test(result)) {
    voucher.resultCode = null;
    return answer(voucher, context, ['technicalError']);
  }
  authorise(voucher);
  return answer(voucher, context);
}

export const voucherHandlers = [
  route('voucher_create', (context) => {
    if (hasFault(context.faults, 'no-vouchers')) {
      return {
        success: false,
        cart: null,
        messages: [],
        errors: [{ id: 'NO_VOUCHERS_AVAILABLE' }],
        // The brand's homepage on its host page (Alpina is mounted under /alpina).
        fallbackUrl: `${brandBasePaths[context.request.headers.get('x-shop-variant') ?? ''] ?? ''}/${context.locale}`,
      };
    }
    const voucher: VoucherState = {
      id: nextId('vc'),
      currency: 'EUR',
      availableVouchers: voucherAmounts.map((amount) => ({ amount, currency: 'EUR' })),
      amount: null,
      recipient: null,
      code: null,
      resultCode: null,
      finished: false,
      threeDsPending: false,
      email: null,
      paymentSets: 0,
    };
    state.vouchers.set(voucher.id, voucher);
    return answer(voucher, context);
  }),
  route('voucher_cart', (context) => {
    const voucher = voucherOf(context);
    return voucher ? answer(voucher, context) : missing();
  }),
  route('voucher_set_info', (context) => {
    const voucher = voucherOf(context);
    if (!voucher) return missing();
    return idempotent(context, voucher, () => setInfo(context, voucher));
  }),
  route('voucher_book', (context) => {
    const voucher = voucherOf(context);
    if (!voucher) return missing();
    return idempotent(context, voucher, () => book(context, voucher));
  }),
];
