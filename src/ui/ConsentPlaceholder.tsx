import { FormattedMessage } from 'react-intl';
import { primaryButtonStyle, secondaryButtonStyle, themeColor, themeRadius } from './theme';

export interface ConsentPlaceholderProps {
  /** Name of the service waiting for consent, e.g. 'Google Maps'. */
  service: string;
  onAccept: () => void;
  onMoreInformation: () => void;
  className?: string;
}

/** Stands in for a third-party service (maps, recaptcha) until the visitor consents. */
export function ConsentPlaceholder({
  service,
  onAccept,
  onMoreInformation,
  className,
}: ConsentPlaceholderProps) {
  return (
    <div
      className={['hs-consent-placeholder', className].filter(Boolean).join(' ')}
      style={{
        padding: '1.5rem',
        border: '1px solid',
        borderRadius: themeRadius,
        background: themeColor.surface,
        color: themeColor.text,
        textAlign: 'center',
      }}
    >
      <p style={{ marginTop: 0 }}>
        <FormattedMessage id="ui.consent.text" values={{ service }} />
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.5rem' }}>
        <button type="button" style={primaryButtonStyle} onClick={onAccept}>
          <FormattedMessage id="ui.consent.accept" />
        </button>
        <button type="button" style={secondaryButtonStyle} onClick={onMoreInformation}>
          <FormattedMessage id="ui.consent.moreInfo" />
        </button>
      </div>
    </div>
  );
}
