/** @jest-environment node */
import fc from 'fast-check';
import { ValidationError } from 'yup';
import en from '../../../i18n/catalogues/en/checkout-travellers.json';
import { readXssVectors } from '../../../testing/xssVectors';
import { schemaOptions, validValues } from './testing/travellerFixtures';
import {
  errorIds,
  identicalRowPaths,
  looksLikeCardNumber,
  travellersSchema,
  type TravellersSchemaOptions,
} from './travellersSchema';
import { billingCountries, type TravellerFormValues } from './travellerValues';
import { messageWithValues } from '../../../ui/form/fields';

/** Errors by path, first message per path, as Formik shows them. */
function errorsOf(values: unknown, options = schemaOptions()): Record<string, string> {
  try {
    travellersSchema(options).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= String(inner.message);
    return errors;
  }
}

type Change = (values: TravellerFormValues) => void;
const adult = (values: TravellerFormValues, index: number) => values.adults[index]!;
const child = (values: TravellerFormValues, index: number) => values.children[index]!;

/** Every message of this step with an input that triggers it (and the field it shows at). */
const messageCases: [string, string, string, Change, Partial<TravellersSchemaOptions>?][] = [
  ['This field is required!', errorIds.required, 'email', (v) => (v.email = '')],
  ['This field is required!', errorIds.required, 'termsAccepted', (v) => (v.termsAccepted = false)],
  ['Invalid email address', errorIds.invalidEmail, 'email', (v) => (v.email = 'max@example')],
  [
    'Invalid email address',
    errorIds.invalidEmail,
    'confirmEmail',
    (v) => (v.confirmEmail = 'max at example.com'),
  ],
  ['Please correct your entry', errorIds.invalidEntry, 'phone', (v) => (v.phone = '0170/1234')],
  [
    'Please correct your entry',
    errorIds.invalidEntry,
    'adults[0].birthDate',
    (v) => (adult(v, 0).birthDate = '31/02/1980'),
  ],
  [
    "Baby can't be older than {minChildAge} years.",
    errorIds.infantError,
    'children[1].birthDate',
    (v) => (child(v, 1).birthDate = '01/06/2024'),
  ],
  [
    'Child must be between {minChildAge} and {maxChildAge} years old.',
    errorIds.childError,
    'children[0].birthDate',
    (v) => (child(v, 0).birthDate = '01/01/2025'),
  ],
  [
    'Teen must be between {maxChildAge} and {maxTeenAge} years old.',
    errorIds.teenError,
    'children[0].birthDate',
    (v) => {
      child(v, 0).ageGroup = 'teen';
      child(v, 0).birthDate = '01/06/2008';
    },
  ],
  [
    'Adult has to be at least 18 years old.',
    errorIds.adultError,
    'adults[0].birthDate',
    (v) => (adult(v, 0).birthDate = '02/06/2008'),
  ],
  [
    'The adult must be at least 12 years old by the trip return date.',
    errorIds.adultTravelerError,
    'adults[1].birthDate',
    (v) => (adult(v, 1).birthDate = '16/06/2014'),
  ],
  [
    'E-mails do not match',
    errorIds.emailDoesNotMatch,
    'confirmEmail',
    (v) => (v.confirmEmail = 'max@example.org'),
  ],
  [
    'The length of the city name cannot be more than 30 symbols',
    errorIds.cityTooLong,
    'billing.city',
    (v) => (v.billing.city = 'C'.repeat(31)),
  ],
  [
    'The length of the street name cannot be more than 30 symbols',
    errorIds.streetTooLong,
    'billing.street',
    (v) => (v.billing.street = 'S'.repeat(31)),
  ],
  [
    'Please check your entry again.',
    errorIds.milesMoreNumberInvalid,
    'adults[0].milesMoreEarnNumber',
    () => undefined,
    { rejectedEarnNumbers: { 0: '992001234567890' } },
  ],
  [
    'This birth date does not give the age the trip was booked for. Please check the date or search again.',
    errorIds.birthDateRefusedForBookedAge,
    'children[0].birthDate',
    () => undefined,
    { rejectedBirthDates: { 2: '05/06/2018' } },
  ],
  [
    'Please check your 15-digit service card number.',
    errorIds.milesMoreNumberLengthError,
    'adults[0].milesMoreEarnNumber',
    (v) => (adult(v, 0).milesMoreEarnNumber = '12345'),
  ],
  [
    'The service card number contains invalid characters.',
    errorIds.milesMoreDigitError,
    'adults[0].milesMoreEarnNumber',
    (v) => (adult(v, 0).milesMoreEarnNumber = '99200123456789O'),
  ],
  [
    'The field contains invalid characters.',
    errorIds.invalidCharacters,
    'adults[0].fname',
    (v) => (adult(v, 0).fname = 'Max2'),
  ],
  [
    'The field contains invalid characters.',
    errorIds.invalidCharacters,
    'adults[1].lname',
    (v) => (adult(v, 1).lname = '😀🎉'),
  ],
  [
    'The field contains invalid characters.',
    errorIds.invalidCharacters,
    'children[0].fname',
    (v) => (child(v, 0).fname = 'Ⓜⓤⓢⓣⓔⓡ'),
  ],
  [
    'The field contains invalid characters.',
    errorIds.invalidCharacters,
    'billing.fname',
    (v) => (v.billing.fname = 'Ａｎｎａ'),
  ],
  [
    'The field contains invalid characters.',
    errorIds.invalidCharacters,
    'billing.zip',
    (v) => (v.billing.zip = '4111 1111 1111 1111'),
  ],
  [
    'This postcode does not fit the chosen country.',
    errorIds.postcode,
    'billing.zip',
    (v) => (v.billing = { ...v.billing, country: 'GB', zip: '10115' }),
  ],
  [
    'The entered field is too short.',
    errorIds.nameTooShortError,
    'children[0].lname',
    (v) => (child(v, 0).lname = 'M'),
  ],
  [
    'The entered field is too long.',
    errorIds.nameTooLongError,
    'billing.lname',
    (v) => (v.billing.lname = 'L'.repeat(29)),
  ],
  [
    'The information of the travellers is identical. Please check them or give us a call.',
    errorIds.sameNameError,
    'adults[1].fname',
    (v) => (v.adults[1] = { ...adult(v, 0), passengerIndex: 1 }),
  ],
];

describe('travellers schema: the messages of the step', () => {
  it('accepts the valid fixture', () => {
    expect(errorsOf(validValues())).toEqual({});
  });

  // Spread: a callback taking more parameters than a row has would be given jest's `done`.
  it.each(messageCases)('"%s" (%s) at %s', (...[text, id, path, change, options]) => {
    expect(en[id as keyof typeof en]).toBe(text);
    const values = validValues();
    change(values);
    const errors = errorsOf(values, schemaOptions(options));
    expect(errors[path]).toBe(id);
  });
});

describe('travellers schema: rules', () => {
  it('takes the billing name from the first adult when that person is billed', () => {
    const values = validValues();
    values.firstPersonBilled = true;
    values.billing = { ...values.billing, gender: '', fname: '', lname: '' };
    expect(errorsOf(values)).toEqual({});
    values.firstPersonBilled = false;
    expect(errorsOf(values)).toMatchObject({
      'billing.gender': errorIds.required,
      'billing.fname': errorIds.required,
    });
  });

  it('accepts an empty earn number, and any number without the programme or the flag', () => {
    const values = validValues();
    adult(values, 0).milesMoreEarnNumber = '';
    expect(errorsOf(values)).toEqual({});
    adult(values, 0).milesMoreEarnNumber = 'abc';
    expect(errorsOf(values, schemaOptions({ frequentFlyerProgrammes: false }))).toEqual({});
    adult(values, 0).checkoutFrequentFlyerProgram = '';
    expect(errorsOf(values)).toEqual({});
  });

  it('holds children to their booked age group only with the child-age control', () => {
    const values = validValues();
    child(values, 0).birthDate = '01/06/2014';
    expect(errorsOf(values, schemaOptions({ childAgeControl: false }))).toEqual({});
  });

  it('refuses a birth date that does not give the booked age, naming both ages', () => {
    const values = validValues();
    child(values, 0).bookedAge = 8;
    child(values, 0).birthDate = '15/01/2023';
    expect(errorsOf(values)).toEqual({
      'children[0].birthDate': messageWithValues(errorIds.birthDateNotBookedAge, {
        actual: 3,
        booked: 8,
      }),
    });
    // Without the child-age control too: the price depends on the age booked.
    expect(errorsOf(values, schemaOptions({ childAgeControl: false }))).toEqual({
      'children[0].birthDate': expect.stringContaining(errorIds.birthDateNotBookedAge),
    });
    child(values, 0).birthDate = '15/01/2018';
    expect(errorsOf(values)).toEqual({});
  });

  it('takes the true birth date of a teen booked at 14', () => {
    const values = validValues();
    values.children[0] = { ...child(values, 0), ageGroup: 'teen', bookedAge: 14 };
    child(values, 0).birthDate = '01/05/2012';
    expect(errorsOf(values)).toEqual({});
    child(values, 0).birthDate = '01/05/2014';
    expect(errorsOf(values)['children[0].birthDate']).toContain(errorIds.birthDateNotBookedAge);
  });

  it('takes a teen age on a child row whose booked age the operator did not tell', () => {
    const values = validValues();
    child(values, 0).birthDate = '01/05/2012';
    expect(errorsOf(values)).toEqual({});
    child(values, 0).bookedAge = 8;
    expect(errorsOf(values)['children[0].birthDate']).toContain(errorIds.birthDateNotBookedAge);
  });

  it('accepts 29 February and a configured separator', () => {
    const values = validValues();
    adult(values, 0).birthDate = '29.02.1980';
    adult(values, 1).birthDate = '03.04.1982';
    child(values, 0).birthDate = '05.06.2018';
    child(values, 1).birthDate = '07.08.2025';
    expect(errorsOf(values, schemaOptions({ dateSeparator: '.' }))).toEqual({});
    adult(values, 0).birthDate = '29.02.1981';
    expect(errorsOf(values, schemaOptions({ dateSeparator: '.' }))).toEqual({
      'adults[0].birthDate': errorIds.invalidEntry,
    });
  });

  it('rejects a title or country outside the lists, and accepts each listed country', () => {
    const values = validValues();
    values.billing.title = 'Sir' as never;
    values.billing.country = 'US';
    expect(errorsOf(values)).toEqual({
      'billing.title': errorIds.invalidEntry,
      'billing.country': errorIds.invalidEntry,
    });
    // Each listed country with a postcode of its own shape.
    const postcodes: Record<string, string> = {
      DE: '10115',
      AT: '1010',
      CH: '8001',
      BG: '1000',
      PT: '1000-001',
      PL: '00-950',
      CZ: '110 00',
      SK: '811 01',
      GB: 'SW1A 1AA',
      IE: 'D02 X285',
      NL: '1012 AB',
      ES: '28001',
      IT: '00118',
      FR: '75001',
      DK: '1050',
      LU: 'L-1009',
      SW: '111 22',
    };
    expect(Object.keys(postcodes).sort()).toEqual([...billingCountries].sort());
    for (const country of billingCountries) {
      const billing = { ...values.billing, title: '' as const, country, zip: postcodes[country]! };
      expect(errorsOf({ ...validValues(), billing })).toEqual({});
    }
  });

  it('lists DE, AT and CH first, then the other countries', () => {
    expect(billingCountries.slice(0, 3)).toEqual(['DE', 'AT', 'CH']);
    expect(billingCountries).toEqual(
      'DE AT CH BG PT PL CZ SK GB IE NL ES IT FR DK LU SW'.split(' '),
    );
  });

  it('finds identical travellers across adults and children, ignoring case and spaces', () => {
    const values = validValues();
    child(values, 0).fname = ' max ';
    child(values, 0).lname = 'MUSTER';
    child(values, 0).birthDate = '01/02/1980';
    expect(identicalRowPaths(values)).toEqual(['children[0].fname']);
  });

  it('accepts names a passport prints, accents and separators included', () => {
    const values = validValues();
    adult(values, 0).fname = 'José-María';
    adult(values, 0).lname = 'O’Brien';
    child(values, 0).lname = 'Łukasiewicz Żółć';
    values.billing.lname = "D'Arcy";
    expect(errorsOf(values)).toEqual({});
  });

  it('recognises card-number-looking text', () => {
    expect(looksLikeCardNumber('4111111111111111')).toBe(true);
    expect(looksLikeCardNumber('Weg 4111-1111-1111-1111')).toBe(true);
    expect(looksLikeCardNumber('Hauptstraße 12')).toBe(false);
    expect(looksLikeCardNumber('10115')).toBe(false);
  });
});

describe('travellers schema: the billing postcode fits its country (docs/rules/travellers.md)', () => {
  const billedTo = (country: string, zip: string) => {
    const values = validValues();
    values.billing = { ...values.billing, country, zip };
    return errorsOf(values)['billing.zip'];
  };

  it('takes UK, Irish and Dutch postcodes with letters where they belong, and only there', () => {
    expect(billedTo('GB', 'SW1A 1AA')).toBeUndefined();
    expect(billedTo('GB', 'm1 1ae')).toBeUndefined();
    expect(billedTo('IE', 'D02 X285')).toBeUndefined();
    expect(billedTo('NL', '1234 AB')).toBeUndefined();
    expect(billedTo('DE', 'SW1A 1AA')).toBe(errorIds.postcode);
    expect(billedTo('GB', '10115')).toBe(errorIds.postcode);
    expect(billedTo('AT', '10115')).toBe(errorIds.postcode);
  });

  it('takes exactly the digits of its length for a digits-only country', () => {
    const lengths: [string, number][] = [
      ['DE', 5],
      ['AT', 4],
      ['CH', 4],
      ['FR', 5],
      ['DK', 4],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...lengths),
        fc.stringMatching(/^\d{1,8}$/),
        ([country, length], zip) => {
          expect(billedTo(country, zip)).toBe(
            zip.length === length ? undefined : errorIds.postcode,
          );
        },
      ),
    );
  });

  it('refuses a postcode with a letter for every digits-only country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DE', 'AT', 'CH', 'BG', 'DK', 'ES', 'IT', 'FR'),
        fc.stringMatching(/^\d{0,4}[A-Za-z]\d{0,4}$/),
        (country, zip) => {
          expect(billedTo(country, zip)).toBe(errorIds.postcode);
        },
      ),
    );
  });

  it('checks the billing postcode also when the first traveller is billed', () => {
    const values = validValues();
    values.firstPersonBilled = true;
    values.billing = { ...values.billing, country: 'IE', zip: '12345' };
    expect(errorsOf(values)['billing.zip']).toBe(errorIds.postcode);
  });
});

/** Every text field of the form, as a path and a setter. */
const textFields: [string, (values: TravellerFormValues, text: string) => void][] = [
  ['email', (v, t) => (v.email = t)],
  ['confirmEmail', (v, t) => (v.confirmEmail = t)],
  ['phone', (v, t) => (v.phone = t)],
  ...(['gender', 'title', 'fname', 'lname', 'street', 'zip', 'city', 'country'] as const).map(
    (key): [string, (values: TravellerFormValues, text: string) => void] => [
      `billing.${key}`,
      (v, t) => ((v.billing as unknown as Record<string, string>)[key] = t),
    ],
  ),
  ...(
    [
      'gender',
      'title',
      'fname',
      'lname',
      'birthDate',
      'nationality',
      'checkoutFrequentFlyerProgram',
      'milesMoreEarnNumber',
    ] as const
  ).map((key): [string, (values: TravellerFormValues, text: string) => void] => [
    `adults[0].${key}`,
    (v, t) => ((v.adults[0] as unknown as Record<string, string>)[key] = t),
  ]),
  ...(['salutation', 'fname', 'lname', 'birthDate'] as const).map(
    (key): [string, (values: TravellerFormValues, text: string) => void] => [
      `children[1].${key}`,
      (v, t) => ((v.children[1] as unknown as Record<string, string>)[key] = t),
    ],
  ),
];

const knownIds = new Set<string>(Object.values(errorIds));
const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(...readXssVectors()),
  fc.constantFrom('', ' ', '\u0000', '\u202e', 'A0', '9'.repeat(5000), 'a@b.c'.repeat(2000)),
);

describe('travellers schema: fuzzing every field', () => {
  it.each(textFields)('%s: never crashes, answers with a known message or accepts', (path, set) => {
    fc.assert(
      fc.property(hostile, (text) => {
        const values = validValues();
        set(values, text);
        const errors = errorsOf(values);
        for (const message of Object.values(errors)) expect(knownIds.has(message)).toBe(true);
        // A bad value is reported at its own field; a changed e-mail also at its confirmation, and
        // another country also at the postcode, whose format the country decides ('bg' is real).
        const alsoChecked: Record<string, string> = {
          email: 'confirmEmail',
          'billing.country': 'billing.zip',
        };
        const elsewhere = Object.keys(errors).filter(
          (key) => key !== path && alsoChecked[path] !== key,
        );
        expect(elsewhere).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
