import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadFailed, LoadSlow } from '../../../ui/LoadStates';
import './resultList.css';

export interface ResultListEmptyProps {
  /** Offered only when filters are set, since removing none would change nothing. */
  onRemoveFilters?: () => void;
}

/** No hotel matches the search and filters. */
export function ResultListEmpty({ onRemoveFilters }: ResultListEmptyProps) {
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
  return (
    <LoadFailed onRetry={onRetry}>
      <FormattedMessage id="resultlist.state.failed" />
    </LoadFailed>
  );
}

/** Shown while a search takes longer than the slow threshold. */
export function ResultListSlow() {
  return (
    <LoadSlow>
      <FormattedMessage id="resultlist.state.slow" />
    </LoadSlow>
  );
}
