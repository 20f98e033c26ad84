import type { VoucherCart } from '../../../api/types';
import type { VoucherFormValues } from './voucherValues';

/** Test data the development helper writes in (never card data: that lives in the hosted fields). */
export function sampleVoucherValues(cart: VoucherCart, today = new Date()): VoucherFormValues {
  const year = today.getFullYear() - 35;
  const email = 'erika.mustermann@example.com';
  return {
    amount: String(cart.availableVouchers[0]?.amount ?? ''),
    recipient_fname: 'Max',
    recipient_lname: 'Mustermann',
    gender: 'FEMALE',
    title: '',
    fname: 'Erika',
    lname: 'Mustermann',
    birthDate: `12.08.${year}`,
    street: 'Heidestraße 17',
    zip: '51147',
    city: 'Köln',
    country: 'DE',
    customer: { email, confirmEmail: email, phone: '+4922112345678' },
    termsAccepted: true,
    recaptcha: '',
  };
}
