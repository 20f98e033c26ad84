import { voucherCart } from '../testing/voucherFixtures';
import { voucherInfoOf, type VoucherFormValues } from './voucherValues';

const values: VoucherFormValues = {
  amount: '50',
  recipient_fname: ' Max ',
  recipient_lname: 'Muster',
  gender: 'FEMALE',
  title: 'Dr',
  fname: 'Erika ',
  lname: 'Muster',
  birthDate: '02.04.1980',
  street: 'Hauptstraße 1',
  zip: '50667',
  city: 'Köln',
  country: 'AT',
  customer: { email: 'erika@example.com ', confirmEmail: 'erika@example.com', phone: '+43123' },
  termsAccepted: true,
  recaptcha: 'token',
};

describe('voucher set-info mapping', () => {
  it('maps the form to voucher, recipient and customer as the server expects', () => {
    expect(voucherInfoOf(values, voucherCart())).toEqual({
      voucher: {
        amount: { amount: 50, currency: 'EUR' },
        recipient: { firstName: 'Max', lastName: 'Muster' },
      },
      customer: {
        type: 'PERSON',
        gender: 'FEMALE',
        title: 'Dr',
        firstName: 'Erika',
        lastName: 'Muster',
        address: { street: 'Hauptstraße 1', city: 'Köln', postalCode: '50667', countryCode: 'AT' },
        birthDate: '1980-04-02',
        contact: { email: 'erika@example.com', telephone1: '+43123' },
      },
    });
  });

  it('leaves an empty title out and never carries the reCAPTCHA token or the consent', () => {
    const info = voucherInfoOf({ ...values, title: '' }, voucherCart());
    expect(info.customer).not.toHaveProperty('title');
    expect(JSON.stringify(info)).not.toMatch(/token|termsAccepted/);
  });
});
