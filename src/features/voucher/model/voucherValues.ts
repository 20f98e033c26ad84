import type { Gender, PersonTitle, VoucherCart, VoucherSetInfoRequest } from '../../../api/types';
import { readBirthDate } from '../../checkout';

/** The voucher form's values; card number and CVV stay in the hosted card fields. */
export interface VoucherFormValues {
  /** The chosen amount of the cart's availableVouchers, as text ('' before a choice). */
  amount: string;
  recipient_fname: string;
  recipient_lname: string;
  gender: '' | Gender;
  title: PersonTitle;
  fname: string;
  lname: string;
  /** dd.mm.yyyy */
  birthDate: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  customer: { email: string; confirmEmail: string; phone: string };
  termsAccepted: boolean;
  /** The reCAPTCHA token (single use; never stored). */
  recaptcha: string;
}

/** The buyer's birth date is written dd.mm.yyyy. */
export const voucherDateSeparator = '.';

export const emptyVoucherValues: VoucherFormValues = {
  amount: '',
  recipient_fname: '',
  recipient_lname: '',
  gender: '',
  title: '',
  fname: '',
  lname: '',
  birthDate: '',
  street: '',
  zip: '',
  city: '',
  country: '',
  customer: { email: '', confirmEmail: '', phone: '' },
  termsAccepted: false,
  recaptcha: '',
};

/** The amount option a form value names, if the cart sells it. */
export function chosenAmount(
  cart: Pick<VoucherCart, 'availableVouchers' | 'currency'>,
  value: string,
) {
  return cart.availableVouchers.find((option) => String(option.amount) === value) ?? null;
}

/** Set-info without the payment part; the saga adds the card's token. */
export type VoucherInfo = Omit<VoucherSetInfoRequest, 'payment' | 'recaptcha'>;

export function voucherInfoOf(
  values: VoucherFormValues,
  cart: Pick<VoucherCart, 'availableVouchers' | 'currency'>,
): VoucherInfo {
  const option = chosenAmount(cart, values.amount);
  const trim = (text: string) => text.trim();
  return {
    voucher: {
      amount: {
        amount: option?.amount ?? Number(values.amount),
        currency: option?.currency ?? cart.currency,
      },
      recipient: {
        firstName: trim(values.recipient_fname),
        lastName: trim(values.recipient_lname),
      },
    },
    customer: {
      type: 'PERSON',
      gender: values.gender as Gender,
      ...(values.title ? { title: values.title } : {}),
      firstName: trim(values.fname),
      lastName: trim(values.lname),
      address: {
        street: trim(values.street),
        city: trim(values.city),
        postalCode: trim(values.zip),
        countryCode: values.country,
      },
      birthDate: readBirthDate(values.birthDate, voucherDateSeparator) ?? '',
      contact: { email: trim(values.customer.email), telephone1: trim(values.customer.phone) },
    },
  };
}
