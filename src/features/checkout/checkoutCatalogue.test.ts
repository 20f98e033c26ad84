import en from '../../i18n/catalogues/en/checkout.json';
import de from '../../i18n/catalogues/de/checkout.json';
import { checkAreaCatalogue } from '../../testing/areaCatalogue';

describe('checkout messages', () => {
  checkAreaCatalogue('checkout', { en, de }, /^checkout\./, {
    step: 'Extras',
    price: '€900',
    difference: '+€36',
    count: 2,
    from: '1 Jun',
    to: '8 Jun',
    email: 'erika@example.com',
    miles: 1800,
    brand: 'VISA',
    masked: '•••• 1111',
    expiry: '03/30',
    code: 'LHH-12345',
    amount: '€50.00',
    percent: 7,
    currency: 'EUR',
  });

  it('keeps the required error texts word for word', () => {
    expect(en['checkout.error.genericError']).toBe('An error occurred. Please try again.');
    expect(en['checkout.error.noBookingError']).toBe(
      'Sorry you took too long. Your session timed out because you took too long to book. Please start again.',
    );
    expect(en['checkout.error.unknownIssue']).toBe('Please check your inputs and try again.');
    expect(en['checkout.error.technicalError']).toBe('A technical error occurred.');
    expect(en['checkout.error.threeDsChallengeRejectedError']).toBe(
      'Payment card verification failed.',
    );
    expect(en['checkout.error.milesMoreLoginError']).toBe(
      'Unfortunately, your login was not successful. Your Miles could not be redeemed.',
    );
    expect(en['checkout.error.noPaymentSelectedError']).toBe('Please select a payment method');
    expect(en['checkout.error.milesAmountInvalid']).toBe('Minimum miles credit amount 7.500');
  });
});
