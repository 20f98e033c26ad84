import en from '../../../i18n/catalogues/en/newsletterArea';
import de from '../../../i18n/catalogues/de/newsletterArea';
import { newsletterErrorIds, profileSchema, subscribeSchema } from './newsletterValues';

const errorsOf = (schema: typeof subscribeSchema | typeof profileSchema, values: object) => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
};

const profile = (overrides: object) => ({
  email: 'erika@example.com',
  birthdate: '',
  preferredAirports: [],
  ...overrides,
});

/** A day counted from today, as the field shows it (dd.mm.yyyy). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}

describe('newsletter messages', () => {
  it.each([
    [
      'subscribe without e-mail',
      subscribeSchema,
      { email: ' ', terms: true },
      'email',
      'This field is required.',
    ],
    [
      'subscribe with a bad e-mail',
      subscribeSchema,
      { email: 'erika@', terms: true },
      'email',
      'Please enter a valid e-mail address.',
    ],
    [
      'subscribe without the terms',
      subscribeSchema,
      { email: 'a@b.de', terms: false },
      'terms',
      'Please accept the terms and conditions.',
    ],
    [
      'profile without e-mail',
      profileSchema,
      profile({ email: '' }),
      'email',
      'This field is required.',
    ],
    [
      'profile with 31.02.1990',
      profileSchema,
      profile({ birthdate: '31.02.1990' }),
      'birthdate',
      'Invalid date',
    ],
    [
      'profile with half a date',
      profileSchema,
      profile({ birthdate: '12.08' }),
      'birthdate',
      'Invalid date',
    ],
    [
      'profile born tomorrow',
      profileSchema,
      profile({ birthdate: dayFromToday(1) }),
      'birthdate',
      'A date of birth cannot be in the future.',
    ],
    [
      'profile with 4 airports',
      profileSchema,
      profile({ preferredAirports: ['HAM', 'BER', 'FRA', 'MUC'] }),
      'preferredAirports',
      'Please choose at most 3 airports.',
    ],
  ])('%s', (_case, schema, values, field, text) => {
    const id = errorsOf(schema, values)[field] as string;
    expect(en[id]).toBe(text);
    expect(de[id]).toBeTruthy();
  });

  it('accepts an empty birth date, a real one and 3 airports', () => {
    expect(errorsOf(profileSchema, profile({ birthdate: '' }))).toEqual({});
    // Born today is a date already lived.
    expect(errorsOf(profileSchema, profile({ birthdate: dayFromToday(0) }))).toEqual({});
    expect(
      errorsOf(
        profileSchema,
        profile({ birthdate: '29.02.2024', preferredAirports: ['HAM', 'BER', 'FRA'] }),
      ),
    ).toEqual({});
  });

  it('keeps the texts of the server errors word for word', () => {
    expect([
      en['newsletter.error.genericError'],
      en['newsletter.error.invalidUnsubscribeEmail'],
      en['newsletter.error.unknownUnsubscribeEmail'],
      en['newsletter.error.alreadyUnsubscribedEmail'],
      en['newsletter.error.loadFailed'],
    ]).toEqual([
      'Something went wrong',
      'Invalid email',
      'Unknown email',
      'Email already unsubscribed',
      'Please ensure the provided id is correct and reload the page to try again',
    ]);
    expect(Object.values(newsletterErrorIds).every((id) => de[id])).toBe(true);
  });
});
