import * as yup from 'yup';
import { voucherCountries } from '../../../config/countries';
import { todayApiDate } from '../../../lib/calendarDates';
import { isPassportName } from '../../../lib/personName';
import {
  addressField,
  birthDateIssue,
  choiceField,
  contactFields,
  fieldLimits,
  formErrorIds as errorIds,
  genders,
  nameField,
  personTitles,
  postcodeField,
  readBirthDate,
} from '../../checkout';
import { voucherDateSeparator } from './voucherValues';

export interface VoucherSchemaOptions {
  /** The amounts the cart sells, as the form writes them. */
  amounts: readonly string[];
  /** With a reCAPTCHA key the token is required (docs/rules/forms.md, "The security check"). */
  recaptchaRequired: boolean;
  /** The day the buyer's age is counted on (tests pin it). */
  today?: Date;
}

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Optional recipient names: when given, a passport's letters and not longer than a traveller's. */
function optionalNameField() {
  return yup
    .string()
    .trim()
    .test(
      'letters',
      errorIds.invalidCharacters,
      (value) => isBlank(value) || isPassportName(value ?? ''),
    )
    .max(fieldLimits.nameMax, errorIds.nameTooLongError);
}

/** The buyer's birth date: dd.mm.yyyy, a real date, and an adult of 18 to 100 today. */
function buyerBirthDateField(today: Date | undefined) {
  return yup
    .string()
    .trim()
    .required(errorIds.required)
    .test('birthDate', errorIds.invalidEntry, function check(value) {
      if (isBlank(value)) return true;
      const birthDate = readBirthDate(value ?? '', voucherDateSeparator);
      if (!birthDate) return this.createError({ message: errorIds.invalidEntry });
      const day = todayApiDate(today);
      const issue = birthDateIssue(
        birthDate,
        'lead',
        { departureDate: day, returnDate: day, today: day },
        { minChildAge: 2, maxChildAge: 12 },
      );
      if (!issue) return true;
      return this.createError({
        message: issue === 'adultError' ? errorIds.adultError : errorIds.invalidEntry,
      });
    });
}

/**
 * Every check of the voucher form (docs/rules/voucher.md, "The voucher's field checks");
 * messages are message ids.
 */
export function voucherSchema({ amounts, recaptchaRequired, today }: VoucherSchemaOptions) {
  return yup.object({
    amount: choiceField(amounts, true),
    recipient_fname: optionalNameField(),
    recipient_lname: optionalNameField(),
    gender: choiceField(genders, true),
    title: choiceField(personTitles, false),
    fname: nameField(),
    lname: nameField(),
    birthDate: buyerBirthDateField(today),
    street: addressField(fieldLimits.streetMax, errorIds.streetTooLong),
    // The same rule as the booking's billing address: docs/rules/travellers.md "Postcodes".
    zip: postcodeField(),
    city: addressField(fieldLimits.cityMax, errorIds.cityTooLong),
    country: choiceField(voucherCountries, true),
    customer: yup.object(contactFields()),
    termsAccepted: yup.boolean().oneOf([true], errorIds.required).required(errorIds.required),
    recaptcha: recaptchaRequired ? yup.string().required(errorIds.required) : yup.string(),
  });
}
