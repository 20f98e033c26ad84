import { looksLikeCardNumber } from '../../../lib/cardLike';
import { isPassportName } from '../../../lib/personName';
import { isPostcodeOf } from '../../../lib/postcode';
import * as yup from 'yup';
import { messageWithValues } from '../../../ui/form/fields';
import { wholeYearsBetween } from '../../../lib/calendarDates';
import {
  ageGroupOfAge,
  birthDateIssue,
  bookedAgeMismatch,
  readBirthDate,
  type AgeLimits,
  type BirthDateIssue,
  type BirthDateRole,
  type TripDates,
} from './travellerRules';
import {
  billingCountries,
  genders,
  personTitles,
  type AdultValues,
  type ChildValues,
} from './travellerValues';
import { fieldLimits } from './fieldLimits';

/** Message ids of every validation error; the English texts are the required ones verbatim. */
export const errorIds = {
  required: 'checkout.travellers.error.required',
  invalidEmail: 'checkout.travellers.error.invalidEmail',
  invalidEntry: 'checkout.travellers.error.invalidEntry',
  infantError: 'checkout.travellers.error.infant',
  childError: 'checkout.travellers.error.child',
  teenError: 'checkout.travellers.error.teen',
  adultError: 'checkout.travellers.error.adult',
  adultTravelerError: 'checkout.travellers.error.adultTraveller',
  emailDoesNotMatch: 'checkout.travellers.error.emailDoesNotMatch',
  cityTooLong: 'checkout.travellers.error.cityTooLong',
  streetTooLong: 'checkout.travellers.error.streetTooLong',
  milesMoreNumberInvalid: 'checkout.travellers.error.milesMoreNumberInvalid',
  milesMoreNumberLengthError: 'checkout.travellers.error.milesMoreNumberLength',
  milesMoreDigitError: 'checkout.travellers.error.milesMoreDigit',
  invalidCharacters: 'checkout.travellers.error.invalidCharacters',
  nameTooShortError: 'checkout.travellers.error.tooShort',
  nameTooLongError: 'checkout.travellers.error.tooLong',
  sameNameError: 'checkout.travellers.error.sameName',
  postcode: 'checkout.travellers.error.postcode',
  birthDateNotBookedAge: 'checkout.travellers.error.birthDateNotBookedAge',
  birthDateRefusedForBookedAge: 'checkout.travellers.error.birthDateRefusedForBookedAge',
} as const;

const dateIssueIds: Record<BirthDateIssue, string> = {
  invalidDate: errorIds.invalidEntry,
  infantError: errorIds.infantError,
  childError: errorIds.childError,
  teenError: errorIds.teenError,
  adultError: errorIds.adultError,
  adultTravelerError: errorIds.adultTravelerError,
};

export interface TravellersSchemaOptions {
  trip: TripDates;
  ageLimits: AgeLimits;
  /** Separator of the DD/MM/YYYY birth-date format. */
  dateSeparator: string;
  /** With the child-age control, children and babies are held to their booked age group. */
  childAgeControl: boolean;
  frequentFlyerProgrammes: boolean;
  /** Passenger index of the lead passenger (the first adult row); 0 by default. */
  leadPassengerIndex?: number;
  /** Earn numbers the server refused (frequentFlyerNumberInvalid), by passenger index. */
  rejectedEarnNumbers?: Readonly<Record<number, string>>;
  /** Birth dates as typed that the server refused (birthDateNotBookedAge), by passenger index. */
  rejectedBirthDates?: Readonly<Record<number, string>>;
}

const isBlank = (value: string | undefined | null) => value == null || value.trim() === '';

/**
 * A person's name: required, 2 to 28 characters, only what a passport can carry (no digits,
 * emoji or symbols; docs/rules/travellers.md "Names").
 */
export function nameField() {
  return yup
    .string()
    .trim()
    .required(errorIds.required)
    .test(
      'letters',
      errorIds.invalidCharacters,
      (value) => isBlank(value) || isPassportName(value ?? ''),
    )
    .min(fieldLimits.nameMin, errorIds.nameTooShortError)
    .max(fieldLimits.nameMax, errorIds.nameTooLongError);
}

/** A choice from a list; blank is left to `required` so an empty field says it is required. */
export function choiceField(choices: readonly string[], required: boolean) {
  const listed = yup
    .string()
    .trim()
    .test(
      'listed',
      errorIds.invalidEntry,
      (value) => isBlank(value) || choices.includes(value ?? ''),
    );
  return required ? listed.required(errorIds.required) : listed;
}

/** Street, zip or city: required, never card-shaped, at most `max` characters. */
export function addressField(max: number, tooLongId: string) {
  return yup
    .string()
    .trim()
    .required(errorIds.required)
    .test('card', errorIds.invalidCharacters, (value) => !looksLikeCardNumber(value ?? ''))
    .max(max, tooLongId);
}

/**
 * A postcode that fits the sibling `country` (docs/rules/travellers.md "Postcodes"): UK and Irish
 * ones carry letters, none is ever card-number-like. Billing and the voucher buyer share it.
 */
export function postcodeField() {
  return addressField(fieldLimits.zipMax, errorIds.nameTooLongError).test(
    'postcode',
    errorIds.postcode,
    function fits(value) {
      const country = (this.parent as { country?: string }).country ?? '';
      return isBlank(value) || isPostcodeOf(country, value ?? '');
    },
  );
}

function birthDateField(
  options: TravellersSchemaOptions,
  roleOf: (row: unknown, birthDate: string) => BirthDateRole | null,
  bookedAgeOf: (row: unknown) => number | null = () => null,
) {
  return yup
    .string()
    .trim()
    .required(errorIds.required)
    .test('birthDate', errorIds.invalidEntry, function check(value) {
      if (isBlank(value)) return true;
      const birthDate = readBirthDate(value ?? '', options.dateSeparator);
      if (!birthDate || birthDate > options.trip.today) {
        return this.createError({ message: errorIds.invalidEntry });
      }
      // The age booked is checked first, whatever the age-group flag: the price and the seat
      // depend on it (docs/rules/travellers.md "Booked age").
      const mismatch = bookedAgeMismatch(
        birthDate,
        bookedAgeOf(this.parent),
        options.trip.departureDate,
      );
      if (mismatch) {
        return this.createError({
          message: messageWithValues(errorIds.birthDateNotBookedAge, { ...mismatch }),
        });
      }
      // The operator holds another age than the cart told: its refusal stands while the date is
      // unchanged (docs/rules/travellers.md "Refused birth dates").
      const index = (this.parent as { passengerIndex?: number }).passengerIndex ?? -1;
      if (options.rejectedBirthDates?.[index] === (value ?? '').trim()) {
        return this.createError({ message: errorIds.birthDateRefusedForBookedAge });
      }
      const role = roleOf(this.parent, birthDate);
      const issue = role && birthDateIssue(birthDate, role, options.trip, options.ageLimits);
      return issue ? this.createError({ message: dateIssueIds[issue] }) : true;
    });
}

function earnNumberField(options: TravellersSchemaOptions) {
  return yup
    .string()
    .trim()
    .test('earnNumber', errorIds.milesMoreNumberLengthError, function check(value) {
      const row = this.parent as Partial<AdultValues>;
      if (!options.frequentFlyerProgrammes || row.checkoutFrequentFlyerProgram !== 'MilesAndMore') {
        return true;
      }
      const number = value ?? '';
      if (number === '') return true;
      if (/\D/.test(number)) return this.createError({ message: errorIds.milesMoreDigitError });
      if (number.length !== fieldLimits.milesNumberDigits) {
        return this.createError({ message: errorIds.milesMoreNumberLengthError });
      }
      const rejected = options.rejectedEarnNumbers?.[row.passengerIndex ?? -1];
      return rejected === number
        ? this.createError({ message: errorIds.milesMoreNumberInvalid })
        : true;
    });
}

/** E-mail, its repetition and the phone number, as siblings in one object. */
export function contactFields() {
  return {
    email: yup
      .string()
      .trim()
      .required(errorIds.required)
      .max(fieldLimits.emailMax, errorIds.invalidEmail)
      .email(errorIds.invalidEmail)
      .matches(/@[^@]+\.[^@.]+$/, { message: errorIds.invalidEmail, excludeEmptyString: true }),
    confirmEmail: yup
      .string()
      .trim()
      .required(errorIds.required)
      .max(fieldLimits.emailMax, errorIds.invalidEmail)
      .email(errorIds.invalidEmail)
      .test('same', errorIds.emailDoesNotMatch, function same(value) {
        const email = (this.parent as { email?: string }).email;
        return (
          isBlank(value) ||
          (email ?? '').trim().toLowerCase() === (value ?? '').trim().toLowerCase()
        );
      }),
    phone: yup
      .string()
      .trim()
      .required(errorIds.required)
      .matches(/^\+?\d+$/, { message: errorIds.invalidEntry, excludeEmptyString: true })
      .max(fieldLimits.phoneMax, errorIds.invalidEntry),
  };
}

type Row = Pick<ChildValues, 'fname' | 'lname' | 'birthDate'>;

/** Rows that repeat an earlier row's first name, last name and birth date (sameNameError). */
export function identicalRowPaths(values: {
  adults?: readonly Row[];
  children?: readonly Row[];
}): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  const visit = (rows: readonly Row[] | undefined, group: 'adults' | 'children') =>
    rows?.forEach((row, index) => {
      const parts = [row.fname, row.lname, row.birthDate].map((part) =>
        typeof part === 'string' ? part.trim().toLowerCase() : '',
      );
      if (parts.some((part) => part === '')) return;
      const key = parts.join('\u0000');
      if (seen.has(key)) paths.push(`${group}[${index}].fname`);
      seen.add(key);
    });
  visit(values.adults, 'adults');
  visit(values.children, 'children');
  return paths;
}

/**
 * Every rule of the traveller and contact step (docs/rules/checkout.md, "The travellers step's
 * field checks"); messages are message ids.
 */
export function travellersSchema(options: TravellersSchemaOptions) {
  const adult = yup.object({
    gender: choiceField(genders, true),
    title: choiceField(personTitles, false),
    fname: nameField(),
    lname: nameField(),
    birthDate: birthDateField(options, (row) =>
      (row as Partial<AdultValues>).passengerIndex === leadIndexOf(options) ? 'lead' : 'adult',
    ),
    nationality: choiceField(billingCountries, true),
    checkoutFrequentFlyerProgram: choiceField(['', 'MilesAndMore'], false),
    milesMoreEarnNumber: earnNumberField(options),
  });
  const child = yup.object({
    salutation: choiceField(genders, true),
    fname: nameField(),
    lname: nameField(),
    birthDate: birthDateField(
      options,
      (row, birthDate) => (options.childAgeControl ? childRole(row, birthDate, options) : null),
      (row) => (row as Partial<ChildValues>).bookedAge ?? null,
    ),
  });
  const billingAddress = {
    street: addressField(fieldLimits.streetMax, errorIds.streetTooLong),
    zip: postcodeField(),
    city: addressField(fieldLimits.cityMax, errorIds.cityTooLong),
    country: choiceField(billingCountries, true),
  };
  const billingPerson = {
    gender: choiceField(genders, true),
    title: choiceField(personTitles, false),
    fname: nameField(),
    lname: nameField(),
  };
  return yup
    .object({
      adults: yup.array().of(adult).min(1, errorIds.required),
      children: yup.array().of(child),
      ...contactFields(),
      firstPersonBilled: yup.boolean(),
      billing: yup
        .object()
        .when('firstPersonBilled', ([firstPersonBilled]) =>
          firstPersonBilled
            ? yup.object(billingAddress)
            : yup.object({ ...billingPerson, ...billingAddress }),
        ),
      termsAccepted: yup.boolean().oneOf([true], errorIds.required).required(errorIds.required),
      newsletterSubscription: yup.boolean(),
    })
    .test('sameName', errorIds.sameNameError, function sameName(values) {
      const paths = identicalRowPaths(values);
      if (!paths.length) return true;
      return new yup.ValidationError(
        paths.map((path) => this.createError({ path, message: errorIds.sameNameError })),
      );
    });
}

/**
 * The age group a child row is held to. Without a booked age the operator's type CHILD covers
 * children and teens alike, so a teen's true birth date is taken (docs/rules/travellers.md).
 */
function childRole(
  row: unknown,
  birthDate: string,
  options: TravellersSchemaOptions,
): BirthDateRole | null {
  const { ageGroup, bookedAge } = row as Partial<ChildValues>;
  if (ageGroup !== 'child' || bookedAge != null) return ageGroup ?? null;
  const age = wholeYearsBetween(birthDate, options.trip.departureDate);
  const { maxTeenAge } = options.ageLimits;
  const teen = ageGroupOfAge(age, options.ageLimits) === 'teen' && age < (maxTeenAge ?? 0);
  return teen ? 'teen' : 'child';
}

/** The lead passenger is the first adult row; its passenger index is fixed by the cart. */
function leadIndexOf(options: TravellersSchemaOptions): number {
  return options.leadPassengerIndex ?? 0;
}

export { looksLikeCardNumber };
