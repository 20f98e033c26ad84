import { useEffect, useRef } from 'react';
import { Form, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { primaryButtonStyle, secondaryButtonStyle } from '../../../../ui/theme';
import type { TravellersFormProps } from '../TravellersForm';
import { travellerNumbers, type AgeGroup } from '../travellerRules';
import type { TravellerFormValues } from '../travellerValues';
import { FormDraftSaver } from '../useFormDraft';
import { BillingBlock } from './BillingBlock';
import { ConsentBlock } from './ConsentBlock';
import { ContactBlock } from './ContactBlock';
import { FocusFirstError } from '../../../../ui/FocusFirstError';
import { errorStyle, fieldsetStyle, hintStyle, legendStyle } from '../../../../ui/form/formStyles';
import { TravellerRow } from './TravellerRow';

export interface BodyProps extends TravellersFormProps {
  checkoutId: string;
  dateSeparator: string;
  ageGroups: AgeGroup[];
  onRoundTripEnd(): void;
}

/** The step's blocks inside Formik: rows, contact, billing, consents and the two buttons. */
export function TravellersFormBody(props: BodyProps) {
  const { flags, submitting, serverFieldErrors, ageGroups, dateSeparator, onRoundTripEnd } = props;
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormikContext<TravellerFormValues>();
  const { values, isSubmitting, setSubmitting, validateForm, submitCount, isValid } = formik;
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  const numbers = travellerNumbers(ageGroups);

  // The call ended (submitting went from true to false): the visitor may correct and send again.
  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      setSubmitting(false);
      onRoundTripEnd();
    }
    wasSubmitting.current = submitting;
  }, [submitting, setSubmitting, onRoundTripEnd]);

  // Refused earn numbers and birth dates arrive with a new schema; validating again shows them at
  // their fields.
  useEffect(() => {
    if (
      serverFieldErrors?.milesMoreNumberInvalidFor?.length ||
      serverFieldErrors?.birthDateNotBookedAgeFor?.length
    ) {
      void validateForm();
    }
  }, [serverFieldErrors, validateForm]);

  const busy = submitting || isSubmitting;
  return (
    <Form ref={formRef} noValidate aria-busy={busy}>
      <FormDraftSaver checkoutId={props.checkoutId} />
      <FocusFirstError formRef={formRef} />
      <fieldset style={fieldsetStyle}>
        <legend style={legendStyle}>{text('passengers')}</legend>
        <p style={hintStyle}>{text('requirements')}</p>
        {values.adults.map((adult, index) => (
          <TravellerRow
            key={adult.passengerIndex}
            path={`adults[${index}]`}
            ageGroup="adult"
            number={numbers[index] ?? 0}
            dateSeparator={dateSeparator}
            lead={index === 0}
            frequentFlyerProgrammes={flags.frequentFlyerProgrammes}
          />
        ))}
        {values.children.map((child, index) => (
          <TravellerRow
            key={child.passengerIndex}
            path={`children[${index}]`}
            ageGroup={child.ageGroup}
            number={numbers[values.adults.length + index] ?? 0}
            dateSeparator={dateSeparator}
            lead={false}
            frequentFlyerProgrammes={false}
          />
        ))}
      </fieldset>
      <ContactBlock />
      <BillingBlock withName={!values.firstPersonBilled} />
      <ConsentBlock newsletterConsent={flags.newsletterConsent} />
      {submitCount > 0 && !isValid ? (
        <p role="alert" style={errorStyle}>
          {text('error.summary')}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: '1rem', justifyContent: 'space-between' }}>
        <button type="button" style={secondaryButtonStyle} onClick={props.onBack}>
          {text('back')}
        </button>
        <button type="submit" style={primaryButtonStyle} disabled={busy}>
          {busy ? text('submitting') : text('submit')}
        </button>
      </div>
    </Form>
  );
}
