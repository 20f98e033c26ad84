import type { VoucherSetInfoRequest } from '../../src/api/types';

/** The card payment part of a voucher purchase, as the shop sends it with the card token. */
export function voucherCardPayment(
  transactionId: string,
  { cardHolder = 'Erika Muster', locale = 'de-de', timeZoneOffset = -60 } = {},
): VoucherSetInfoRequest['payment'] {
  return {
    brand: 'visa',
    transactionId,
    browserInfo: {
      acceptHeader: 'text/html',
      language: locale === 'en-gb' ? 'en-GB' : 'de-DE',
      colorDepth: 24,
      screenHeight: 800,
      screenWidth: 1280,
      timeZoneOffset,
      javaEnabled: false,
      userAgent: 'jest',
    },
    cardHolder,
    returnUrl: `http://localhost/${locale}/voucher/checkout`,
    origin: 'http://localhost',
  };
}

/** What the shop changes in a voucher purchase for a test; the rest is a valid German purchase. */
export interface VoucherInfoOverrides {
  amount?: number;
  birthDate?: string;
  postalCode?: string;
  countryCode?: string;
  street?: string;
  firstName?: string;
  recipientLastName?: string;
  cardHolder?: string;
}

/** A whole voucher purchase (set-info body) paid with the card token `transactionId`. */
export function voucherSetInfoBody(
  transactionId: string,
  overrides: VoucherInfoOverrides = {},
): VoucherSetInfoRequest {
  return {
    voucher: {
      amount: { amount: overrides.amount ?? 100, currency: 'EUR' },
      recipient: { firstName: 'Max', lastName: overrides.recipientLastName ?? 'Muster' },
    },
    customer: {
      type: 'PERSON',
      gender: 'FEMALE',
      firstName: overrides.firstName ?? 'Erika',
      lastName: 'Muster',
      address: {
        street: overrides.street ?? 'Hauptstraße 1',
        city: 'Köln',
        postalCode: overrides.postalCode ?? '50667',
        countryCode: overrides.countryCode ?? 'DE',
      },
      birthDate: overrides.birthDate ?? '1980-04-02',
      contact: { email: 'erika@example.com', telephone1: '0221123456' },
    },
    payment: voucherCardPayment(transactionId, { cardHolder: overrides.cardHolder }),
  };
}
