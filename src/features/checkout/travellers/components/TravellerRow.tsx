import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { birthDateFormat, maskBirthDate, type AgeGroup } from '../travellerRules';
import { fieldLimits } from '../fieldLimits';
import type { TravellerFormValues } from '../travellerValues';
import { CheckboxField, SelectField, TextField } from '../../../../ui/form/fields';
import { fieldsetStyle, legendStyle, rowStyle } from '../../../../ui/form/formStyles';
import { useChoiceOptions } from './useChoiceOptions';

export interface TravellerRowProps {
  /** Path of the row, e.g. adults[0] or children[1]. */
  path: string;
  ageGroup: AgeGroup;
  /** 1-based number within the age group, 0 when the group has one row. */
  number: number;
  dateSeparator: string;
  /** The lead passenger carries the 'person being billed' checkbox. */
  lead: boolean;
  frequentFlyerProgrammes: boolean;
}

/** One traveller: salutation, names, birth date; adults also title, nationality, frequent flyer. */
export function TravellerRow(props: TravellerRowProps) {
  const { path, ageGroup, number, dateSeparator, lead } = props;
  const intl = useIntl();
  const options = useChoiceOptions();
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  const adult = ageGroup === 'adult';
  const legend = intl.formatMessage({ id: `checkout.travellers.group.${ageGroup}` }, { number });
  const format = intl.formatMessage(
    { id: 'checkout.travellers.birthDateFormat' },
    { separator: dateSeparator },
  );
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{legend}</legend>
      <div style={rowStyle}>
        <SelectField
          name={`${path}.${adult ? 'gender' : 'salutation'}`}
          label={text('salutation')}
          options={adult ? options.salutations : options.childSalutations}
          placeholder={text('choose')}
        />
        {adult ? (
          <SelectField name={`${path}.title`} label={text('title')} options={options.titles} />
        ) : null}
        <TextField
          name={`${path}.fname`}
          label={text('firstName')}
          autoComplete={lead ? 'given-name' : 'off'}
          maxLength={fieldLimits.nameMax + 10}
        />
        <TextField
          name={`${path}.lname`}
          label={text('lastName')}
          autoComplete={lead ? 'family-name' : 'off'}
          maxLength={fieldLimits.nameMax + 10}
        />
        <TextField
          name={`${path}.birthDate`}
          label={text('birthDate')}
          hint={intl.formatMessage({ id: 'checkout.travellers.birthDateHint' }, { format })}
          inputMode="numeric"
          autoComplete={lead ? 'bday' : 'off'}
          placeholder={birthDateFormat(dateSeparator)}
          maxLength={10}
          transform={(typed) => maskBirthDate(typed, dateSeparator)}
        />
        {adult ? (
          <SelectField
            name={`${path}.nationality`}
            label={text('nationality')}
            options={options.countries}
            placeholder={text('choose')}
          />
        ) : null}
      </div>
      {adult && props.frequentFlyerProgrammes ? <FrequentFlyerFields path={path} /> : null}
      {lead ? <CheckboxField name="firstPersonBilled" label={text('personBilled')} /> : null}
    </fieldset>
  );
}

function FrequentFlyerFields({ path }: { path: string }) {
  const intl = useIntl();
  const { programmes } = useChoiceOptions();
  const { getFieldProps } = useFormikContext<TravellerFormValues>();
  const chosen = getFieldProps<string>(`${path}.checkoutFrequentFlyerProgram`).value;
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  return (
    <div style={rowStyle}>
      <SelectField
        name={`${path}.checkoutFrequentFlyerProgram`}
        label={text('frequentFlyerProgram')}
        options={programmes}
      />
      {chosen === 'MilesAndMore' ? (
        <TextField
          name={`${path}.milesMoreEarnNumber`}
          label={text('milesMoreEarnNumber')}
          hint={text('milesMoreEarnNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={fieldLimits.milesNumberDigits + 5}
        />
      ) : null}
    </div>
  );
}
