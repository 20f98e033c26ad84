/** @jest-environment node */
import { checkAreaCatalogue } from '../../../../testing/areaCatalogue';
import de from '../../../../i18n/catalogues/de/checkout-payment.json';
import en from '../../../../i18n/catalogues/en/checkout-payment.json';

describe('checkout payment messages', () => {
  checkAreaCatalogue('checkout-payment', { en, de }, /^checkout\.payment\./, {
    ...{ fee: '€9.90', miles: 7500, points: 42000, price: '€1,661.39', minimumPoints: 7500 },
    ...{ percent: 7, minimum: 10000, remaining: 42000, amount: '€1,723.90' },
    payee: 'Sunwave Holidays',
  });

  it('keeps the required texts word for word in English', () => {
    expect(en['checkout.payment.button.pay']).toBe('Pay now');
    expect(en['checkout.payment.button.cancel']).toBe('Cancel');
    expect(en['checkout.payment.button.back']).toBe('Back');
    expect(en['checkout.payment.error.paymentMethodRequired']).toBe(
      'Please select a payment method',
    );
    expect(en['checkout.payment.error.milesAmountInvalid']).toBe(
      'Minimum miles credit amount 7.500',
    );
    expect(en['checkout.payment.error.milesMoreLoginError']).toBe(
      'Unfortunately, your login was not successful. Your Miles could not be redeemed.',
    );
    expect(en['checkout.payment.error.binNoDiscount']).toBe(
      'The card used is authorized for this payment. A deduction of the travel discount is only possible with a Premiumcard from Erste Bank and Sparkasse.',
    );
    expect(en['checkout.payment.error.binNotApproved']).toBe(
      'Unfortunately, this card is not approved for this service',
    );
    expect(en['checkout.payment.error.milesMoreCardNumberInvalid']).toBe(
      'Your Cardnumber is not correct.',
    );
    expect(en['checkout.payment.error.milesMoreNumberInvalid']).toBe(
      'Please check your entry again.',
    );
    expect(en['checkout.payment.error.milesMoreNumberLengthError']).toBe(
      'Please check your 15-digit service card number.',
    );
    expect(en['checkout.payment.error.milesMoreDigitError']).toBe(
      'The service card number contains invalid characters.',
    );
    expect(en['checkout.payment.error.holderInvalid']).toBe(
      'The field contains invalid characters.',
    );
    expect(en['checkout.payment.error.holderTooLong']).toBe('The entered field is too long.');
    expect(en['checkout.payment.error.ibanRequired']).toBe('This field is required!');
    expect(en['checkout.payment.card.discount']).toMatch(
      /instant {percent}% discount on the travel price\./,
    );
  });
});
