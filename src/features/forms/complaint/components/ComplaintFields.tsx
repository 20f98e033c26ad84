import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { RadioGroupField, SelectField, TextField } from '../../../../ui/form/fields';
import { fieldsetStyle, legendStyle, rowStyle } from '../../../../ui/form/formStyles';
import { regionOfCountry } from '../../../checkout';
import { complaintCountries } from '../model/complaintSchema';
import { contactReasons, salutations, tourGuideAnswers } from '../model/complaintValues';

function useOptions() {
  const intl = useIntl();
  return useMemo(() => {
    const labelled = (prefix: string, values: readonly string[]) =>
      values.map((value) => ({
        value,
        label: intl.formatMessage({ id: `complaint.${prefix}.${value}` }),
      }));
    return {
      reasons: labelled('contactReason', contactReasons),
      tourGuide: labelled('tourGuideContacted', tourGuideAnswers),
      salutations: labelled('salutation', salutations),
      countries: complaintCountries.map((value) => ({
        value,
        label: intl.formatDisplayName(regionOfCountry(value), { type: 'region' }) ?? value,
      })),
    };
  }, [intl]);
}

/**
 * The reason, booking and person fields in their order
 * (docs/rules/forms.md, "Complaint fields").
 */
export function ComplaintFields() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `complaint.${id}` });
  const options = useOptions();
  return (
    <>
      <RadioGroupField
        name="contactReason"
        legend={text('contactReason')}
        options={options.reasons}
        inline
      />
      <TextField name="referenceNumber" label={text('referenceNumber')} autoComplete="off" />
      <RadioGroupField
        name="tourGuideContacted"
        legend={text('tourGuideContacted')}
        options={options.tourGuide}
        inline
      />
      <fieldset style={fieldsetStyle}>
        <legend style={legendStyle}>{text('personal')}</legend>
        <RadioGroupField
          name="salutation"
          legend={text('salutation')}
          options={options.salutations}
          inline
        />
        <div style={rowStyle}>
          <TextField name="name" label={text('name')} autoComplete="given-name" />
          <TextField name="surname" label={text('surname')} autoComplete="family-name" />
          <TextField name="street" label={text('street')} autoComplete="street-address" />
          <TextField name="postCode" label={text('postCode')} autoComplete="postal-code" />
          <TextField name="city" label={text('city')} autoComplete="address-level2" />
          <SelectField
            name="country"
            label={text('country')}
            options={options.countries}
            placeholder={text('choose')}
            autoComplete="country"
          />
          <TextField name="email" type="email" label={text('email')} autoComplete="email" />
          <TextField name="phone" type="tel" label={text('phone')} autoComplete="tel" />
        </div>
      </fieldset>
    </>
  );
}
