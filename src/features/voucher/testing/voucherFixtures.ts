import type { VoucherCart, VoucherResponse } from '../../../api/types';
import { featureStore } from '../../../testing/featureStore';
import type { ApiClient } from '../../../api/client';
import { voucherFeature } from '../voucherFeature';
import { selectVoucher } from '../voucherSlice';
import type { VoucherInfo } from '../model/voucherValues';

export const voucherCart = (overrides: Partial<VoucherCart> = {}): VoucherCart => ({
  id: 'vc-1',
  finished: false,
  success: false,
  currency: 'EUR',
  availableVouchers: [25, 50, 100].map((amount) => ({ amount, currency: 'EUR' })),
  voucher: { code: null, amount: null },
  payment: {},
  checkout: { payment: { threeDs: false } },
  ...overrides,
});

export const paymentConfig = {
  clientKey: 'k',
  transactionId: 'TX-vc-1',
  scriptVersion: '2.0.0',
  locale: 'de-DE',
  methods: ['CreditCard' as const],
  cardBrands: ['visa'],
};

export const voucherAnswer = (
  cart: VoucherCart | null = voucherCart(),
  errors: string[] = [],
  extra: Partial<VoucherResponse> = {},
): VoucherResponse => ({
  success: errors.length === 0 && cart !== null,
  cart,
  messages: [],
  errors: errors.map((id) => ({ id }) as VoucherResponse['errors'][number]),
  ...extra,
});

export const paidCart = voucherCart({
  finished: true,
  success: true,
  payment: { resultCode: 'Authorised' },
  voucher: { code: 'LHH-10-ABCDEFGHJKLM', amount: { amount: 100, currency: 'EUR' } },
});

export const challengeCart = voucherCart({
  payment: { resultCode: 'ChallengeShopper' },
  checkout: {
    payment: {
      threeDs: true,
      action: {
        type: 'threeDS2',
        paymentMethodType: 'scheme',
        token: '3ds-1',
        paymentData: 'pd-1',
        url: 'http://127.0.0.1/challenge',
      },
    },
  },
});

export const voucherInfo: VoucherInfo = {
  voucher: {
    amount: { amount: 100, currency: 'EUR' },
    recipient: { firstName: 'Max', lastName: 'Muster' },
  },
  customer: {
    type: 'PERSON',
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName: 'Muster',
    address: { street: 'Hauptstraße 1', city: 'Köln', postalCode: '50667', countryCode: 'DE' },
    birthDate: '1980-04-02',
    contact: { email: 'erika@example.com', telephone1: '0221123456' },
  },
};

/** A real store on the voucher checkout route with the voucher slice and sagas running. */
export function voucherStore(api: ApiClient, checkoutId = 'vc-1') {
  return featureStore(
    voucherFeature,
    { name: 'voucher_checkout', pathname: `/en-gb/voucher/checkout/${checkoutId}` },
    api,
  );
}

export const voucherState = (store: ReturnType<typeof voucherStore>) =>
  selectVoucher(store.getState());
