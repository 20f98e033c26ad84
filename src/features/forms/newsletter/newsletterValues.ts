import * as yup from 'yup';
import type { NewsletterCustomer } from '../../../api/types';
import {
  formatApiDate,
  maskBirthDate,
  readBirthDate,
  todayApiDate,
} from '../../../lib/calendarDates';
import type { CustomerUpdate } from './newsletterSlice';

/** The airport options of the profile, code and name. */
export const preferredAirportOptions = [
  ['HAM', 'Hamburg'],
  ['BER', 'Berlin'],
  ['HAJ', 'Hannover'],
  ['LEJ', 'Leipzig'],
  ['DUS', 'Düsseldorf'],
  ['CGN', 'Köln'],
  ['FRA', 'Frankfurt'],
  ['NUE', 'Nürnberg'],
  ['STR', 'Stuttgart'],
  ['MUC', 'München'],
  ['BSL', 'Basel'],
  ['ZRH', 'Zürich'],
  ['VIE', 'Wien'],
] as const;

/** At most 3 preferred airports (docs/rules/forms.md, "Newsletter profile"). */
export const maxPreferredAirports = 3;

/** The travel types, sent as these codes; their labels come from the catalogue. */
export const travelTypeOptions = ['Städtereisen', 'Strandurlaub', 'Fernreisen'] as const;

export const profileCountries = ['DE', 'AT', 'CH'] as const;

/** The birth date is typed as dd.mm.yyyy and sent as YYYY-MM-DD. */
export const birthdateSeparator = '.';
export const maskBirthdate = (typed: string) => maskBirthDate(typed, birthdateSeparator);

export const newsletterErrorIds = {
  required: 'newsletter.error.required',
  email: 'newsletter.error.email',
  terms: 'newsletter.error.terms',
  invalidDate: 'newsletter.error.invalidDate',
  birthdateInFuture: 'newsletter.error.birthdateInFuture',
  tooManyAirports: 'newsletter.error.tooManyAirports',
} as const;

const email = () =>
  yup
    .string()
    .trim()
    .required(newsletterErrorIds.required)
    .max(254, newsletterErrorIds.email)
    .email(newsletterErrorIds.email);

export interface SubscribeValues {
  email: string;
  terms: boolean;
}

/** Newsletter subscribe: an e-mail, and the terms accepted. */
export const subscribeSchema = yup.object({
  email: email(),
  terms: yup.boolean().oneOf([true], newsletterErrorIds.terms),
});

/** The profile form's values: the birth date as typed. */
export interface ProfileValues extends Omit<CustomerUpdate, 'birthdate'> {
  birthdate: string;
}

export function profileValuesOf(customer: NewsletterCustomer): ProfileValues {
  const { subscribed: _subscribed, ...values } = customer;
  return {
    ...values,
    hasMilesMore: customer.hasMilesMore ?? '',
    birthdate: customer.birthdate
      ? formatApiDate(customer.birthdate, `DD${birthdateSeparator}MM${birthdateSeparator}YYYY`)
      : '',
    preferredAirports: [...customer.preferredAirports],
    preferredTravelTypes: [...customer.preferredTravelTypes],
  };
}

/** What is sent: trimmed text, the birth date as YYYY-MM-DD, miles only when asked. */
export function customerUpdateOf(values: ProfileValues, showMilesMore: boolean): CustomerUpdate {
  const { hasMilesMore, ...rest } = values;
  return {
    ...rest,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    birthdate: values.birthdate ? (readBirthDate(values.birthdate, birthdateSeparator) ?? '') : '',
    ...(showMilesMore ? { hasMilesMore } : {}),
  };
}

/**
 * Customer edit: e-mail required, a valid dd.mm.yyyy birth date or none, ≤ 3 airports. A birth
 * date is a day already lived: one after today is refused at the field.
 */
export const profileSchema = yup.object({
  email: email(),
  birthdate: yup
    .string()
    .test(
      'birthdate',
      newsletterErrorIds.invalidDate,
      (value) => !value || readBirthDate(value, birthdateSeparator) !== null,
    )
    .test('birthdateInFuture', newsletterErrorIds.birthdateInFuture, (value) => {
      const iso = value ? readBirthDate(value, birthdateSeparator) : null;
      return !iso || iso <= todayApiDate();
    }),
  preferredAirports: yup.array().max(maxPreferredAirports, newsletterErrorIds.tooManyAirports),
});
