import { HttpResponse } from 'msw';
import type {
  VoucherBookRequest,
  VoucherCart,
  VoucherErrorId,
  VoucherResponse,
  VoucherSetInfoRequest,
} from '../../src/api/types';
import { hashString } from '../catalogue/prng';
import { hasFault } from '../faults';
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

function toVoucherCart(voucher: VoucherState): VoucherCart {
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
    payment: voucher.resultCode ? { resultCode: voucher.resultCode } : {},
    checkout: {
      payment: voucher.threeDsPending
        ? {
            threeDs: true,
            action: {
              type: 'threeDS2',
              paymentMethodType: 'scheme',
              token: `3ds-${voucher.id}`,
              paymentData: `pd-${voucher.id}`,
            },
          }
        : { threeDs: false },
    },
  };
}

function answer(voucher: VoucherState, errors: VoucherErrorId[] = []): VoucherResponse {
  return {
    success: errors.length === 0,
    cart: toVoucherCart(voucher),
    messages: [],
    errors: errors.map((id) => ({ id })),
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

export const voucherHandlers = [
  route('voucher_create', (context) => {
    if (hasFault(context.faults, 'no-vouchers')) {
      return {
        success: false,
        cart: null,
        messages: [],
        errors: [{ id: 'NO_VOUCHERS_AVAILABLE' }],
        fallbackUrl: `/${context.locale}`,
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
    };
    state.vouchers.set(voucher.id, voucher);
    return answer(voucher);
  }),
  route('voucher_cart', (context) => {
    const voucher = voucherOf(context);
    return voucher ? answer(voucher) : missing();
  }),
  route('voucher_set_info', async (context) => {
    const voucher = voucherOf(context);
    if (!voucher) return missing();
    if (voucher.finished) return answer(voucher, ['voucherAlreadyBookedError']);
    const body = await jsonBody<VoucherSetInfoRequest>(context.request);
    const amount = Number(body.voucher?.amount?.amount);
    const customer = body.customer;
    if (
      !voucherAmounts.includes(amount) ||
      !customer?.firstName ||
      !customer.lastName ||
      !customer.contact?.email ||
      !body.payment?.cardHolder
    ) {
      return answer(voucher, ['unknownIssue']);
    }
    voucher.amount = amount;
    voucher.recipient = {
      firstName: body.voucher?.recipient?.firstName ?? '',
      lastName: body.voucher?.recipient?.lastName ?? '',
    };
    const holder = body.payment.cardHolder.toLowerCase();
    // Test data: card holder "Refused" is declined; "Challenge" needs 3-D Secure; others pass at once.
    if (holder.includes('refused')) {
      voucher.resultCode = 'Refused';
      return answer(voucher, ['threeDsChallengeRejectedError']);
    }
    if (holder.includes('challenge')) {
      voucher.resultCode = 'ChallengeShopper';
      voucher.threeDsPending = true;
      return answer(voucher);
    }
    authorise(voucher);
    return answer(voucher);
  }),
  route('voucher_book', async (context) => {
    const voucher = voucherOf(context);
    if (!voucher) return missing();
    if (voucher.finished) return answer(voucher, ['voucherAlreadyBookedError']);
    const body = await jsonBody<VoucherBookRequest>(context.request);
    const result = body.details?.threeDSResult;
    if (!result) return answer(voucher, ['technicalError']);
    if (/refused/i.test(result)) {
      voucher.resultCode = 'Refused';
      voucher.threeDsPending = false;
      return answer(voucher, ['threeDsChallengeRejectedError']);
    }
    authorise(voucher);
    return answer(voucher);
  }),
];
