import { useIntl } from 'react-intl';
import { fieldLimits } from '../travellersSchema';
import { TextField } from '../../../../ui/form/fields';
import { fieldsetStyle, hintStyle, legendStyle, rowStyle } from '../../../../ui/form/formStyles';

/** The lead passenger's contact details; the travel documents go to this address. */
export function ContactBlock() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{text('contact')}</legend>
      <p style={hintStyle}>{text('documents')}</p>
      <div style={rowStyle}>
        <TextField
          name="email"
          label={text('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={fieldLimits.emailMax}
        />
        <TextField
          name="confirmEmail"
          label={text('confirmEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={fieldLimits.emailMax}
        />
        <TextField
          name="phone"
          label={text('phone')}
          hint={text('phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={fieldLimits.phoneMax}
        />
      </div>
    </fieldset>
  );
}
