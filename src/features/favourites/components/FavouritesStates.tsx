import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadSlow } from '../../../ui/LoadStates';

/** No hotel saved (or the last one just removed): say how to get some, with a way to search. */
export function FavouritesEmpty({ searchHref }: { searchHref: string }) {
  const headingId = useId();
  return (
    <section className="hs-fav-empty" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="favourites.page.empty" />
      </h2>
      <p>
        <FormattedMessage id="favourites.page.emptyHint" />
      </p>
      <Link className="hs-button" to={searchHref}>
        <FormattedMessage id="favourites.page.search" />
      </Link>
    </section>
  );
}

/** The list could not be loaded; the visitor may try again. */
export function FavouritesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailed onRetry={onRetry}>
      <FormattedMessage id="favourites.page.failed" />
    </LoadFailed>
  );
}

/** Shown while the list takes longer than the slow threshold. */
export function FavouritesSlow() {
  return (
    <LoadSlow>
      <FormattedMessage id="favourites.page.slow" />
    </LoadSlow>
  );
}
