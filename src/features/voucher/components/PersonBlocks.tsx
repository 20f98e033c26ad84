import { useIntl } from 'react-intl';
import { fieldLimits, maskBirthDate } from '../../checkout';
import { SelectField, TextField } from '../../../ui/form/fields';
import { fieldsetStyle, hintStyle, legendStyle, rowStyle } from '../../../ui/form/formStyles';
import { voucherDateSeparator } from '../model/voucherValues';
import type { useVoucherChoices } from './useVoucherChoices';

type Choices = ReturnType<typeof useVoucherChoices>;

/** Step 2: whom the voucher is for; both names are optional (spec 2 §3). */
export function RecipientBlock() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{text('voucher.step.recipient')}</legend>
      <p style={hintStyle}>{text('voucher.recipient.hint')}</p>
      <div style={rowStyle}>
        <TextField
          name="recipient_fname"
          label={text('voucher.recipient.firstName')}
          autoComplete="off"
          maxLength={fieldLimits.nameMax + 10}
        />
        <TextField
          name="recipient_lname"
          label={text('voucher.recipient.lastName')}
          autoComplete="off"
          maxLength={fieldLimits.nameMax + 10}
        />
      </div>
    </fieldset>
  );
}

const maskDotted = (typed: string) => maskBirthDate(typed, voucherDateSeparator);

/** Step 3: the buyer, an adult, with address and contact (spec 2 §3, §5). */
export function PurchaserBlock({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  const own = (id: string) => intl.formatMessage({ id: `voucher.${id}` });
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{own('step.purchaser')}</legend>
      <div style={rowStyle}>
        <SelectField
          name="gender"
          label={text('salutation')}
          options={choices.salutations}
          placeholder={text('choose')}
          autoComplete="honorific-prefix"
        />
        <SelectField name="title" label={text('title')} options={choices.titles} />
        <TextField
          name="fname"
          label={text('firstName')}
          autoComplete="given-name"
          maxLength={fieldLimits.nameMax + 10}
        />
        <TextField
          name="lname"
          label={text('lastName')}
          autoComplete="family-name"
          maxLength={fieldLimits.nameMax + 10}
        />
        <TextField
          name="birthDate"
          label={text('birthDate')}
          hint={own('purchaser.birthDateHint')}
          autoComplete="bday"
          inputMode="numeric"
          placeholder="DD.MM.YYYY"
          maxLength={10}
          transform={maskDotted}
        />
        <TextField
          name="street"
          label={text('street')}
          autoComplete="street-address"
          maxLength={fieldLimits.streetMax + 10}
        />
        <TextField
          name="zip"
          label={text('zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={fieldLimits.zipMax + 5}
        />
        <TextField
          name="city"
          label={text('city')}
          autoComplete="address-level2"
          maxLength={fieldLimits.cityMax + 10}
        />
        <SelectField
          name="country"
          label={text('country')}
          options={choices.countries}
          placeholder={text('choose')}
          autoComplete="country"
        />
        <TextField
          name="customer.email"
          label={text('email')}
          hint={own('purchaser.emailHint')}
          type="email"
          autoComplete="email"
          maxLength={fieldLimits.emailMax}
        />
        <TextField
          name="customer.confirmEmail"
          label={text('confirmEmail')}
          type="email"
          autoComplete="email"
          maxLength={fieldLimits.emailMax}
        />
        <TextField
          name="customer.phone"
          label={text('phone')}
          hint={text('phoneHint')}
          type="tel"
          autoComplete="tel"
          maxLength={fieldLimits.phoneMax + 5}
        />
      </div>
    </fieldset>
  );
}
