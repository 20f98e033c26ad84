import { useIntl } from 'react-intl';
import { fieldsetStyle, hintStyle, legendStyle, rowStyle } from '../../../../ui/form/formStyles';
import { ContactFields } from './PersonFields';

/** The lead passenger's contact details; the travel documents go to this address. */
export function ContactBlock() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{text('contact')}</legend>
      <p style={hintStyle}>{text('documents')}</p>
      <div style={rowStyle}>
        <ContactFields />
      </div>
    </fieldset>
  );
}
