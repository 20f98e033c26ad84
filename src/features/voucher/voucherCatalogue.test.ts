import en from '../../i18n/catalogues/en/voucher.json';
import de from '../../i18n/catalogues/de/voucher.json';
import enArea from '../../i18n/catalogues/en/voucherArea';
import { checkAreaCatalogue } from '../../testing/areaCatalogue';

describe('voucher messages', () => {
  checkAreaCatalogue('voucher', { en, de }, /^voucher\./, {
    amount: '€100.00',
    name: 'Max Muster',
    email: 'erika@example.com',
  });

  it('keeps the button and error texts word for word', () => {
    expect(en['voucher.submit']).toBe('Book now');
    expect(en['voucher.fillForms']).toBe('Fill forms');
    expect(en['voucher.error.unknownIssue']).toBe('Please check your inputs and try again.');
    expect(en['voucher.error.technicalError']).toBe('A technical error occurred.');
    expect(en['voucher.error.threeDsChallengeRejectedError']).toBe(
      'Payment card verification failed.',
    );
    expect(en['voucher.error.okay']).toBe('Okay');
  });

  it('brings the shared field messages along with the voucher routes', () => {
    expect(enArea['checkout.travellers.error.required']).toBe('This field is required!');
    expect(enArea['checkout.travellers.error.adult']).toBe(
      'Adult has to be at least 18 years old.',
    );
    expect(enArea['checkout.travellers.error.streetTooLong']).toBe(
      'The length of the street name cannot be more than 30 symbols',
    );
    expect(enArea['checkout.card.error.holderMissing']).toBe('Missing card holder information');
  });
});
