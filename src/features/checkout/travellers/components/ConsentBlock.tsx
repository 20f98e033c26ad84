import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../../ui/form/fields';

/** Terms and (when the configuration asks for consent) the newsletter. */
export function ConsentBlock({ newsletterConsent }: { newsletterConsent: boolean }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  return (
    <div>
      <CheckboxField name="termsAccepted" label={text('terms')} />
      {newsletterConsent ? (
        <CheckboxField name="newsletterSubscription" label={text('newsletter')} />
      ) : null}
    </div>
  );
}
