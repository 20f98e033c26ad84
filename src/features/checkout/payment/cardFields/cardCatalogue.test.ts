/** @jest-environment node */
import de from '../../../../i18n/catalogues/de/checkout-card.json';
import en from '../../../../i18n/catalogues/en/checkout-card.json';
import { checkAreaCatalogue } from '../../../../testing/areaCatalogue';

describe('checkout card messages', () => {
  checkAreaCatalogue('checkout-card', { en, de }, /^checkout\.card\./, {});

  it('keep the required texts word for word in English', () => {
    expect(en).toMatchObject({
      'checkout.card.error.required': 'Required',
      'checkout.card.error.holderMissing': 'Missing card holder information',
      'checkout.card.error.holderInvalid':
        'Invalid card holder, please do not use numbers or special characters',
      'checkout.card.error.expiryMissing': 'Missing expiration date',
      'checkout.card.error.paymentCardExpiryInvalid': 'Invalid date',
      'checkout.card.error.paymentCardNumberInvalid': 'Invalid card',
      'checkout.card.error.paymentCardVerificationCodeInvalid': 'Incorrect',
      'checkout.card.error.paymentCardNumberBinInvalid':
        'Unfortunately, this card is not approved for this service',
      'checkout.card.status.validationFailed':
        'Card validation falied, check the information and try again',
      'checkout.card.status.connectionError':
        'Error connecting to card validation service, please try again later',
      'checkout.card.status.submitError': 'Error submitting the form, please try again later',
      'checkout.card.status.submitted': 'Data submitted successfully',
    });
  });
});
