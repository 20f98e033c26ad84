import fc from 'fast-check';
import { formErrorIds as ids } from '../../checkout';
import { voucherSchema } from './voucherSchema';
import { emptyVoucherValues, type VoucherFormValues } from './voucherValues';

const today = new Date(2026, 10, 24);
const schema = voucherSchema({ amounts: ['25', '50', '100'], recaptchaRequired: true, today });

const valid: VoucherFormValues = {
  ...emptyVoucherValues,
  amount: '50',
  gender: 'FEMALE',
  fname: 'Erika',
  lname: 'Muster',
  birthDate: '02.04.1980',
  street: 'Hauptstraße 1',
  zip: '50667',
  city: 'Köln',
  country: 'DE',
  customer: { email: 'erika@example.com', confirmEmail: 'erika@example.com', phone: '+49221123' },
  termsAccepted: true,
  recaptcha: 'token',
};

/** The message id of each invalid field, by path. */
function errorsOf(values: VoucherFormValues, which = schema): Record<string, string> {
  try {
    which.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // As Formik shows them: the first message of each field.
    return Object.fromEntries(inner.reverse().map((issue) => [issue.path, issue.message]));
  }
}

describe('voucher form rules', () => {
  it('accepts a complete form with optional recipient and title left empty', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires amount, gender, names, birth date, address, country, contact, terms and reCAPTCHA', () => {
    expect(errorsOf(emptyVoucherValues)).toEqual({
      amount: ids.required,
      gender: ids.required,
      fname: ids.required,
      lname: ids.required,
      birthDate: ids.required,
      street: ids.required,
      zip: ids.required,
      city: ids.required,
      country: ids.required,
      'customer.email': ids.required,
      'customer.confirmEmail': ids.required,
      'customer.phone': ids.required,
      termsAccepted: ids.required,
      recaptcha: ids.required,
    });
  });

  it('asks no reCAPTCHA when the brand has no key', () => {
    const withoutKey = voucherSchema({ amounts: ['50'], recaptchaRequired: false, today });
    expect(errorsOf({ ...valid, recaptcha: '' }, withoutKey)).toEqual({});
  });

  it('takes only an amount the cart sells and a country of the voucher list', () => {
    expect(errorsOf({ ...valid, amount: '33', country: 'US' })).toEqual({
      amount: ids.invalidEntry,
      country: ids.invalidEntry,
    });
  });

  it('caps street and city at 30 characters', () => {
    expect(errorsOf({ ...valid, street: 'S'.repeat(31), city: 'C'.repeat(31) })).toEqual({
      street: ids.streetTooLong,
      city: ids.cityTooLong,
    });
    expect(errorsOf({ ...valid, street: 'S'.repeat(30), city: 'C'.repeat(30) })).toEqual({});
  });

  it('takes a zip that fits the country: digits in Germany, UK postcodes and Eircodes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}$/), (zip) => {
        expect(errorsOf({ ...valid, zip }).zip).toBe(zip.length === 5 ? undefined : ids.postcode);
      }),
    );
    expect(errorsOf({ ...valid, country: 'GB', zip: 'SW1A 1AA' })).toEqual({});
    expect(errorsOf({ ...valid, country: 'IE', zip: 'D02 X285' })).toEqual({});
    expect(errorsOf({ ...valid, country: 'AT', zip: '1010' })).toEqual({});
    expect(errorsOf({ ...valid, zip: 'SW1A 1AA' }).zip).toBe(ids.postcode);
    expect(errorsOf({ ...valid, country: 'GB', zip: '50667' }).zip).toBe(ids.postcode);
  });

  it('never takes a card-number-like zip, whatever the country', () => {
    const country = fc.constantFrom('DE', 'AT', 'CH', 'GB', 'IE', 'NL');
    fc.assert(
      fc.property(country, fc.stringMatching(/^\d{4}( ?\d{4}){3}$/), (c, zip) => {
        expect(errorsOf({ ...valid, country: c, zip }).zip).toBeDefined();
      }),
    );
  });

  it('reads the birth date as dd.mm.yyyy and wants an adult buyer', () => {
    expect(errorsOf({ ...valid, birthDate: '1980-04-02' }).birthDate).toBe(ids.invalidEntry);
    expect(errorsOf({ ...valid, birthDate: '31.02.1980' }).birthDate).toBe(ids.invalidEntry);
    expect(errorsOf({ ...valid, birthDate: '02/04/1980' }).birthDate).toBe(ids.invalidEntry);
    expect(errorsOf({ ...valid, birthDate: '29.02.2000' }).birthDate).toBeUndefined();
    // 18 on 24 November 2026: adult that day, not the day before.
    expect(errorsOf({ ...valid, birthDate: '24.11.2008' }).birthDate).toBeUndefined();
    expect(errorsOf({ ...valid, birthDate: '25.11.2008' }).birthDate).toBe(ids.adultError);
    expect(errorsOf({ ...valid, birthDate: '01.01.1900' }).birthDate).toBe(ids.invalidEntry);
  });

  it('finds every buyer under 18 a minor and every buyer of 18 to 100 an adult', () => {
    const date = (d: Date) =>
      `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 * 365 }), (daysOld) => {
        const born = new Date(today);
        born.setDate(born.getDate() - daysOld);
        const adultFrom = new Date(born);
        adultFrom.setFullYear(born.getFullYear() + 18);
        const issue = errorsOf({ ...valid, birthDate: date(born) }).birthDate;
        expect(issue).toBe(adultFrom <= today ? undefined : ids.adultError);
      }),
    );
  });

  it('checks names: no digits, 2 to 28 characters; recipient names only when given', () => {
    expect(errorsOf({ ...valid, fname: 'Er1ka', lname: 'M' })).toEqual({
      fname: ids.invalidCharacters,
      lname: ids.nameTooShortError,
    });
    expect(
      errorsOf({ ...valid, recipient_fname: 'Max 2', recipient_lname: 'x'.repeat(29) }),
    ).toEqual({ recipient_fname: ids.invalidCharacters, recipient_lname: ids.nameTooLongError });
  });

  it('refuses names of emoji or enclosed letters, for the buyer and the recipient', () => {
    expect(
      errorsOf({ ...valid, fname: '😀🎉', lname: 'Ⓜⓤⓢⓣⓔⓡ', recipient_fname: 'Max 😀' }),
    ).toEqual({
      fname: ids.invalidCharacters,
      lname: ids.invalidCharacters,
      recipient_fname: ids.invalidCharacters,
    });
    expect(errorsOf({ ...valid, fname: 'Zoë', lname: 'O’Brien-Łukasz' })).toEqual({});
  });

  it('wants the same e-mail twice and a phone of digits with an optional plus', () => {
    expect(
      errorsOf({
        ...valid,
        customer: { email: 'erika@example.com', confirmEmail: 'eri@example.com', phone: '0221-12' },
      }),
    ).toEqual({
      'customer.confirmEmail': ids.emailDoesNotMatch,
      'customer.phone': ids.invalidEntry,
    });
    expect(errorsOf({ ...valid, customer: { ...valid.customer, email: 'erika@' } })).toEqual({
      'customer.email': ids.invalidEmail,
      'customer.confirmEmail': ids.emailDoesNotMatch,
    });
  });

  it('refuses card numbers typed into the address', () => {
    expect(errorsOf({ ...valid, street: '4242 4242 4242 4242' }).street).toBe(
      ids.invalidCharacters,
    );
  });

  it('wants the terms accepted', () => {
    expect(errorsOf({ ...valid, termsAccepted: false })).toEqual({ termsAccepted: ids.required });
  });
});
