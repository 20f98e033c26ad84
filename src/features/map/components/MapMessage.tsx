import { FormattedMessage } from 'react-intl';

export interface MapMessageProps {
  messageId: 'map.unavailable' | 'map.failed';
  /** Given when another attempt may help (the script failed to load). */
  onRetry?: () => void;
}

/** Says why there is no map; the list below stays the way to the hotels. */
export function MapMessage({ messageId, onRetry }: MapMessageProps) {
  return (
    <div className="hs-map__message" role="status">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      {onRetry && (
        <button type="button" className="hs-map__retry" onClick={onRetry}>
          <FormattedMessage id="map.retry" />
        </button>
      )}
    </div>
  );
}
