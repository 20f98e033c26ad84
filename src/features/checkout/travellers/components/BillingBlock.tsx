import { useIntl } from 'react-intl';
import { fieldLimits } from '../travellersSchema';
import { SelectField, TextField } from '../../../../ui/form/fields';
import { fieldsetStyle, legendStyle, rowStyle } from '../../../../ui/form/formStyles';
import { useChoiceOptions } from './useChoiceOptions';

/** The billing address; the name only when the first adult is not the person being billed. */
export function BillingBlock({ withName }: { withName: boolean }) {
  const intl = useIntl();
  const options = useChoiceOptions();
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{text('billing')}</legend>
      <div style={rowStyle}>
        {withName ? (
          <>
            <SelectField
              name="billing.gender"
              label={text('salutation')}
              options={options.salutations}
              placeholder={text('choose')}
            />
            <SelectField name="billing.title" label={text('title')} options={options.titles} />
            <TextField
              name="billing.fname"
              label={text('firstName')}
              autoComplete="billing given-name"
              maxLength={fieldLimits.nameMax + 10}
            />
            <TextField
              name="billing.lname"
              label={text('lastName')}
              autoComplete="billing family-name"
              maxLength={fieldLimits.nameMax + 10}
            />
          </>
        ) : null}
        <TextField
          name="billing.street"
          label={text('street')}
          autoComplete="billing street-address"
          maxLength={fieldLimits.streetMax + 10}
        />
        <TextField
          name="billing.zip"
          label={text('zip')}
          autoComplete="billing postal-code"
          maxLength={fieldLimits.zipMax + 5}
        />
        <TextField
          name="billing.city"
          label={text('city')}
          autoComplete="billing address-level2"
          maxLength={fieldLimits.cityMax + 10}
        />
        <SelectField
          name="billing.country"
          label={text('country')}
          options={options.countries}
          placeholder={text('choose')}
          autoComplete="billing country"
        />
      </div>
    </fieldset>
  );
}
