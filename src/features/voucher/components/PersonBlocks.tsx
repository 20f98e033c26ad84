import { useIntl } from 'react-intl';
import {
  AddressFields,
  ContactFields,
  NameFields,
  fieldLimits,
  maskBirthDate,
} from '../../checkout';
import { TextField } from '../../../ui/form/fields';
import { fieldsetStyle, hintStyle, legendStyle, rowStyle } from '../../../ui/form/formStyles';
import { voucherDateSeparator } from '../model/voucherValues';
import type { useVoucherChoices } from './useVoucherChoices';

type Choices = ReturnType<typeof useVoucherChoices>;

/** Step 2: whom the voucher is for; both names are optional. */
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

/** Step 3: the buyer, an adult, with address and contact. */
export function PurchaserBlock({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const own = (id: string) => intl.formatMessage({ id: `voucher.${id}` });
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{own('step.purchaser')}</legend>
      <div style={rowStyle}>
        <NameFields salutations={choices.salutations} titles={choices.titles} />
        <TextField
          name="birthDate"
          label={intl.formatMessage({ id: 'checkout.travellers.birthDate' })}
          hint={own('purchaser.birthDateHint')}
          autoComplete="bday"
          inputMode="numeric"
          placeholder="DD.MM.YYYY"
          maxLength={10}
          transform={maskDotted}
        />
        <AddressFields countries={choices.countries} numericZip />
        <ContactFields prefix="customer." emailHint={own('purchaser.emailHint')} />
      </div>
    </fieldset>
  );
}
