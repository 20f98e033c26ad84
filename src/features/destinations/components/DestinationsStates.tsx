import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadSlow } from '../../../ui/LoadStates';
import './destinations.css';

export interface DestinationsEmptyProps {
  /** On a narrowed gallery (one airport): the way to all destinations, keeping the search. */
  allDestinationsHref?: string;
}

/** No destination has offers for this search. */
export function DestinationsEmpty({ allDestinationsHref }: DestinationsEmptyProps) {
  const headingId = useId();
  return (
    <section className="hs-dest-state" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="destinations.state.empty" />
      </h2>
      <p>
        <FormattedMessage id="destinations.state.emptyHint" />
      </p>
      {allDestinationsHref && (
        <p>
          <Link to={allDestinationsHref}>
            <FormattedMessage id="destinations.state.allDestinations" />
          </Link>
        </p>
      )}
    </section>
  );
}

/** The gallery could not be loaded; the visitor may try again. */
export function DestinationsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailed onRetry={onRetry}>
      <FormattedMessage id="destinations.state.failed" />
    </LoadFailed>
  );
}

/** Shown while a load takes longer than the slow threshold. */
export function DestinationsSlow() {
  return (
    <LoadSlow>
      <FormattedMessage id="destinations.state.slow" />
    </LoadSlow>
  );
}
