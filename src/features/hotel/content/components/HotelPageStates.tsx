import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHotelContentStyles } from './hotelContentStyles';

/** The hotel details could not be loaded; the visitor may try again. */
export function HotelInfoFailed({ onRetry }: { onRetry: () => void }) {
  useHotelContentStyles();
  return (
    <div className="hs-hotel-state hs-hotel-state--failed" role="alert">
      <p>
        <FormattedMessage id="hotel.page.failed" />
      </p>
      <button type="button" className="hs-hotel-button" onClick={onRetry}>
        <FormattedMessage id="hotel.page.retry" />
      </button>
    </div>
  );
}

/**
 * The server does not know the hotel although the page exists (the shell shows its 404 view when
 * the page answer itself is not found): say so plainly and lead back to the search.
 */
export function HotelNotFound({ searchHref }: { searchHref: string }) {
  useHotelContentStyles();
  const headingId = useId();
  return (
    <section className="hs-hotel-state" aria-labelledby={headingId}>
      <h1 id={headingId}>
        <FormattedMessage id="hotel.notFound.heading" />
      </h1>
      <p>
        <FormattedMessage id="hotel.notFound.text" />
      </p>
      <Link className="hs-hotel-button hs-hotel-button--primary" to={searchHref}>
        <FormattedMessage id="hotel.notFound.back" />
      </Link>
    </section>
  );
}
