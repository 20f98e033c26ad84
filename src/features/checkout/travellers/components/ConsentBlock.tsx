import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHostConfig } from '../../../../config/HostConfigContext';
import { href } from '../../../../config/routes';
import { useAppSelector } from '../../../../store/hooks';
import { CheckboxField } from '../../../../ui/form/fields';
import { selectRouteLocale } from '../../../shell';

/** Terms and (when the configuration asks for consent) the newsletter. */
export function ConsentBlock({ newsletterConsent }: { newsletterConsent: boolean }) {
  const intl = useIntl();
  const config = useHostConfig();
  const locale = useAppSelector(selectRouteLocale);
  const newTabId = useId();
  const text = (id: string) => intl.formatMessage({ id: `checkout.travellers.${id}` });
  // The brand's terms are the CMS page 'terms', as the footer links them; a full-page address
  // because it opens in a new tab (docs/rules/payment-options.md).
  const termsUrl = config.basePath + href('homepage', locale ?? config.locale, { slug: 'terms' });
  const termsLabel = (
    <FormattedMessage
      id="checkout.travellers.termsWithLink"
      values={{
        link: (words: ReactNode[]) => (
          <a href={termsUrl} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
            {words}
          </a>
        ),
      }}
    />
  );
  return (
    <div>
      <CheckboxField name="termsAccepted" label={termsLabel} />
      {/* Outside the label, so the checkbox keeps its name; read as the link's description. */}
      <span id={newTabId} hidden>
        {text('termsNewTab')}
      </span>
      {newsletterConsent ? (
        <CheckboxField name="newsletterSubscription" label={text('newsletter')} />
      ) : null}
    </div>
  );
}
