import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { isNumericPostcodeCountry } from '../../../../lib/postcode';
import { SelectField, TextField } from '../../../../ui/form/fields';
import { fieldLimits } from '../fieldLimits';

type Option = { value: string; label: string };

/** `prefix` + name: 'billing.' + 'street'; '' for top-level values. */
const at = (prefix: string, name: string) => `${prefix}${name}`;

/** An autocomplete token within an optional section: 'billing street-address'. */
const autoIn = (section: string, token: string) => (section ? `${section} ${token}` : token);

function useFieldText() {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
}

/** Salutation, optional title, first and last name of a person who pays. */
export function NameFields({
  prefix = '',
  salutations,
  titles,
  section = '',
}: {
  prefix?: string;
  salutations: Option[];
  titles: Option[];
  /** An autocomplete section such as 'billing'. */
  section?: string;
}) {
  const text = useFieldText();
  const auto = (token: string) => autoIn(section, token);
  return (
    <>
      <SelectField
        name={at(prefix, 'gender')}
        label={text('salutation')}
        options={salutations}
        placeholder={text('choose')}
      />
      <SelectField name={at(prefix, 'title')} label={text('title')} options={titles} />
      <TextField
        name={at(prefix, 'fname')}
        label={text('firstName')}
        autoComplete={auto('given-name')}
        maxLength={fieldLimits.nameMax + 10}
      />
      <TextField
        name={at(prefix, 'lname')}
        label={text('lastName')}
        autoComplete={auto('family-name')}
        maxLength={fieldLimits.nameMax + 10}
      />
    </>
  );
}

/**
 * Street, zip, city and country (street and city at most 30). `numericZip` asks phones
 * for a number pad where the chosen country's postcodes are digits only (the postcode is checked
 * per country; UK and Irish ones carry letters: docs/rules/travellers.md "Postcodes").
 */
export function AddressFields({
  prefix = '',
  countries,
  section = '',
  numericZip = false,
}: {
  prefix?: string;
  countries: Option[];
  section?: string;
  numericZip?: boolean;
}) {
  const text = useFieldText();
  const auto = (token: string) => autoIn(section, token);
  const { getFieldProps } = useFormikContext();
  const country = getFieldProps<string>(at(prefix, 'country')).value;
  const numberPad = numericZip && isNumericPostcodeCountry(country ?? '');
  return (
    <>
      <TextField
        name={at(prefix, 'street')}
        label={text('street')}
        autoComplete={auto('street-address')}
        maxLength={fieldLimits.streetMax + 10}
      />
      <TextField
        name={at(prefix, 'zip')}
        label={text('zip')}
        autoComplete={auto('postal-code')}
        maxLength={fieldLimits.zipMax + 5}
        {...(numberPad ? { inputMode: 'numeric' as const, pattern: '[0-9]*' } : {})}
      />
      <TextField
        name={at(prefix, 'city')}
        label={text('city')}
        autoComplete={auto('address-level2')}
        maxLength={fieldLimits.cityMax + 10}
      />
      <SelectField
        name={at(prefix, 'country')}
        label={text('country')}
        options={countries}
        placeholder={text('choose')}
        autoComplete={auto('country')}
      />
    </>
  );
}

/**
 * E-mail, its repetition and the phone number (docs/rules/checkout.md, "The travellers step's
 * field checks").
 */
export function ContactFields({
  prefix = '',
  emailHint,
}: {
  prefix?: string;
  emailHint?: ReactNode;
}) {
  const text = useFieldText();
  return (
    <>
      <TextField
        name={at(prefix, 'email')}
        label={text('email')}
        hint={emailHint}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={fieldLimits.emailMax}
      />
      <TextField
        name={at(prefix, 'confirmEmail')}
        label={text('confirmEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={fieldLimits.emailMax}
      />
      <TextField
        name={at(prefix, 'phone')}
        label={text('phone')}
        hint={text('phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={fieldLimits.phoneMax}
      />
    </>
  );
}
