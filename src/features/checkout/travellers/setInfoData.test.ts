/** @jest-environment node */
import type { Passenger } from '../../../api/types';
import { initialTravellerValues, toSetInfoData, withIdentityToken } from './setInfoData';
import { placeholder, travellersCart, validValues } from './testing/travellerFixtures';
import { ageLimitsOf } from './travellerRules';

const valuesOptions = { ageLimits: ageLimitsOf(), dateSeparator: '/' };
const setInfoOptions = {
  dateSeparator: '/',
  frequentFlyerProgrammes: true,
  newsletterConsent: true,
};

describe('toSetInfoData', () => {
  it('maps travellers to passengers in cart order with their type', () => {
    const { package: pkg } = toSetInfoData(validValues(), setInfoOptions);
    expect(pkg.passengerInfo.passengers).toEqual<Passenger[]>([
      {
        type: 'ADULT',
        gender: 'MALE',
        title: '',
        firstName: 'Max',
        lastName: 'Muster',
        dateOfBirth: '1980-02-01',
        nationality: 'DE',
        frequentFlyerNumber: { number: '992001234567890', type: 'MilesAndMore' },
      },
      {
        type: 'ADULT',
        gender: 'FEMALE',
        title: 'Dr',
        firstName: 'Erika',
        lastName: 'Muster',
        dateOfBirth: '1982-04-03',
        nationality: 'AT',
      },
      {
        type: 'CHILD',
        gender: 'FEMALE',
        firstName: 'Lena',
        lastName: 'Muster',
        dateOfBirth: '2018-06-05',
      },
      {
        type: 'INFANT',
        gender: 'MALE',
        firstName: 'Paul',
        lastName: 'Muster',
        dateOfBirth: '2025-08-07',
      },
    ]);
  });

  it('keeps the cart order when adults and children were interleaved', () => {
    const values = validValues();
    values.adults[1]!.passengerIndex = 3;
    values.children[1]!.passengerIndex = 1;
    const types = toSetInfoData(values, setInfoOptions).package.passengerInfo.passengers.map(
      (p) => p.type,
    );
    expect(types).toEqual(['ADULT', 'INFANT', 'CHILD', 'ADULT']);
  });

  it('sends a frequent-flyer number only when Miles and More was chosen and offered', () => {
    const values = validValues();
    values.adults[0]!.checkoutFrequentFlyerProgram = '';
    expect(
      toSetInfoData(values, setInfoOptions).package.passengerInfo.passengers[0],
    ).not.toHaveProperty('frequentFlyerNumber');
    expect(
      toSetInfoData(validValues(), { ...setInfoOptions, frequentFlyerProgrammes: false }).package
        .passengerInfo.passengers[0],
    ).not.toHaveProperty('frequentFlyerNumber');
  });

  it('renames email, phone and zip and fills the customer from the billing form', () => {
    const { package: pkg, infoForm } = toSetInfoData(
      { ...validValues(), newsletterSubscription: true, phone: ' +491701234567 ' },
      setInfoOptions,
    );
    expect(pkg.customer).toEqual({
      type: 'PERSON',
      gender: 'FEMALE',
      title: 'Prof',
      firstName: 'Anna',
      lastName: 'Zahler',
      address: { street: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
      contact: { email: 'max@example.com', telephone1: '+491701234567' },
      confirmEmail: 'max@example.com',
      newsletterSubscription: true,
      addressData: [{ eMail: 'max@example.com' }],
      telephones: [{ number: '+491701234567' }],
    });
    expect(infoForm).toEqual({
      firstPersonBilled: false,
      confirmEmail: 'max@example.com',
      newsletterSubscription: true,
      termsAccepted: true,
    });
  });

  it('copies the first adult to the customer when that person is billed', () => {
    const { package: pkg } = toSetInfoData(
      { ...validValues(), firstPersonBilled: true },
      setInfoOptions,
    );
    expect(pkg.customer).toMatchObject({
      gender: 'MALE',
      title: '',
      firstName: 'Max',
      lastName: 'Muster',
      address: { street: 'Hauptstraße 1' },
    });
  });

  it('sends no newsletter wish without the consent flag', () => {
    const { infoForm, package: pkg } = toSetInfoData(
      { ...validValues(), newsletterSubscription: true },
      { ...setInfoOptions, newsletterConsent: false },
    );
    expect(infoForm).toMatchObject({ newsletterSubscription: false });
    expect(infoForm).not.toHaveProperty('auth0Token');
    expect(pkg.customer.newsletterSubscription).toBe(false);
  });

  it('adds a signed-in identity token as infoForm.auth0Token, and nothing without one', () => {
    const data = toSetInfoData(validValues(), setInfoOptions);
    expect(withIdentityToken(data, 'id-token').infoForm).toMatchObject({
      auth0Token: 'id-token',
      firstPersonBilled: data.infoForm.firstPersonBilled,
    });
    expect(withIdentityToken(data, null)).toBe(data);
  });
});

describe('initialTravellerValues', () => {
  it('builds one empty row per placeholder passenger, grouped by age', () => {
    const values = initialTravellerValues(travellersCart(), valuesOptions);
    expect(values.adults.map((a) => [a.passengerIndex, a.fname, a.lname])).toEqual([
      [0, '', ''],
      [1, '', ''],
    ]);
    expect(values.children.map((c) => [c.passengerIndex, c.type, c.ageGroup])).toEqual([
      [2, 'CHILD', 'child'],
      [3, 'INFANT', 'infant'],
    ]);
    expect(values.firstPersonBilled).toBe(true);
    expect(values.termsAccepted).toBe(false);
  });

  it('prefills the lead passenger and e-mail from a signed-in identity', () => {
    const values = initialTravellerValues(travellersCart(), valuesOptions, {
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
    });
    expect(values.adults[0]).toMatchObject({ fname: 'Max', lname: 'Muster' });
    expect(values.adults[1]).toMatchObject({ fname: '', lname: '' });
    expect([values.email, values.confirmEmail]).toEqual(['max@example.com', 'max@example.com']);
  });

  it('shows what the cart already holds, with birth dates in the configured format', () => {
    const known: Passenger = {
      type: 'MALE',
      firstName: 'Max',
      lastName: 'Muster',
      dateOfBirth: '1980-02-01',
      nationality: 'DE',
      frequentFlyerNumber: { number: '992001234567890', type: 'MilesAndMore' },
    };
    const teen: Passenger = {
      ...placeholder('CHILD'),
      firstName: 'Tom',
      dateOfBirth: '2012-01-01',
    };
    const values = initialTravellerValues(travellersCart([known, teen]), {
      ...valuesOptions,
      dateSeparator: '.',
    });
    expect(values.adults[0]).toMatchObject({
      type: 'ADULT',
      gender: 'MALE',
      fname: 'Max',
      birthDate: '01.02.1980',
      originalBirthDate: '1980-02-01',
      checkoutFrequentFlyerProgram: 'MilesAndMore',
      milesMoreEarnNumber: '992001234567890',
    });
    expect(values.children[0]).toMatchObject({ fname: 'Tom', lname: 'A0', ageGroup: 'teen' });
  });

  it('makes a child booked at 14 a teen row with its searched birth date and booked age', () => {
    const teen: Passenger = { ...placeholder('CHILD'), dateOfBirth: '2012-01-01', age: 14 };
    const unknown: Passenger = { ...placeholder('CHILD'), age: 13 };
    const values = initialTravellerValues(
      travellersCart([placeholder('ADULT'), teen, unknown]),
      valuesOptions,
    );
    expect(values.children).toEqual([
      expect.objectContaining({ ageGroup: 'teen', bookedAge: 14, birthDate: '01/01/2012' }),
      expect.objectContaining({ ageGroup: 'teen', bookedAge: 13, birthDate: '' }),
    ]);
    // The booked age is the operator's: it is never sent back as if typed.
    const filled = { ...values.children[0]!, fname: 'Tom', lname: 'Muster' };
    const data = toSetInfoData({ ...values, children: [filled] }, setInfoOptions);
    expect(data.package.passengerInfo.passengers[1]).not.toHaveProperty('age');
  });

  it('round-trips: filled initial values map back to the same passengers', () => {
    const values = validValues();
    const data = toSetInfoData(values, setInfoOptions);
    const cart = travellersCart(data.package.passengerInfo.passengers);
    cart.checkout.package.customer = data.package.customer;
    cart.checkout.infoForm = data.infoForm;
    const again = initialTravellerValues(cart, valuesOptions);
    expect(toSetInfoData(again, setInfoOptions)).toEqual(data);
  });
});
