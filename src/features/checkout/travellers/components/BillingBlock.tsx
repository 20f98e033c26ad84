import { useIntl } from 'react-intl';
import { fieldsetStyle, legendStyle, rowStyle } from '../../../../ui/form/formStyles';
import { AddressFields, NameFields } from './PersonFields';
import { useChoiceOptions } from './useChoiceOptions';

/** The billing address; the name only when the first adult is not the person being billed. */
export function BillingBlock({ withName }: { withName: boolean }) {
  const intl = useIntl();
  const options = useChoiceOptions();
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>
        {intl.formatMessage({ id: 'checkout.travellers.billing' })}
      </legend>
      <div style={rowStyle}>
        {withName ? (
          <NameFields
            prefix="billing."
            salutations={options.salutations}
            titles={options.titles}
            section="billing"
          />
        ) : null}
        {/* A number pad only where the chosen country's postcodes are digits only. */}
        <AddressFields
          prefix="billing."
          countries={options.countries}
          section="billing"
          numericZip
        />
      </div>
    </fieldset>
  );
}
