import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Loader } from '../../../../ui/Loader';
import './hotelContent.css';

/**
 * The head while the hotel's info loads, in the head's own grid and size (text column and the
 * picture's 3:2 box), so the offers and reviews below stay where they are when it arrives.
 */
export function HotelHeadPlaceholder() {
  return (
    <div className="hs-hotel-head hs-hotel-head--placeholder">
      <div className="hs-hotel-head__text">
        <Loader size="large" />
      </div>
      <div className="hs-hotel-head__media">
        <div className="hs-hotel-media" />
      </div>
    </div>
  );
}

/** The hotel details could not be loaded; the visitor may try again. */
export function HotelInfoFailed({ onRetry }: { onRetry: () => void }) {
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
