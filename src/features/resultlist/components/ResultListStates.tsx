import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useResultListStyles } from './resultListStyles';

export interface ResultListEmptyProps {
  /** Offered only when filters are set, since removing none would change nothing. */
  onRemoveFilters?: () => void;
}

/** No hotel matches the search and filters. */
export function ResultListEmpty({ onRemoveFilters }: ResultListEmptyProps) {
  useResultListStyles();
  const headingId = useId();
  return (
    <section className="hs-rl-state" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="resultlist.state.emptyHeading" />
      </h2>
      {onRemoveFilters && (
        <>
          <p>
            <FormattedMessage id="resultlist.state.emptyHint" />
          </p>
          <button
            type="button"
            className="hs-rl-button hs-rl-button--primary"
            onClick={onRemoveFilters}
          >
            <FormattedMessage id="resultlist.state.removeFilters" />
          </button>
        </>
      )}
    </section>
  );
}

export interface ResultListFailedProps {
  onRetry: () => void;
}

/** The list could not be loaded; the visitor may try again. */
export function ResultListFailed({ onRetry }: ResultListFailedProps) {
  useResultListStyles();
  return (
    <div className="hs-rl-state hs-rl-state--failed" role="alert">
      <p>
        <FormattedMessage id="resultlist.state.failed" />
      </p>
      <button type="button" className="hs-rl-button" onClick={onRetry}>
        <FormattedMessage id="resultlist.state.retry" />
      </button>
    </div>
  );
}

/** Shown while a search takes longer than the lead's threshold. */
export function ResultListSlow() {
  useResultListStyles();
  return (
    <p className="hs-rl-state" role="status">
      <FormattedMessage id="resultlist.state.slow" />
    </p>
  );
}
