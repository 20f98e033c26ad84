import { useAllowedLink } from '../../../../config/HostConfigContext';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentStatus, HotelReviews as Reviews } from '../hotelContentSlice';
import { ReviewItem } from './ReviewItem';
import './hotelContent.css';

/** 2 reviews first, 'View more reviews' shows up to 6 (docs/rules/hotel.md, "Reviews"). */
export const initialReviews = 2;
export const maxShownReviews = 6;

export interface HotelReviewsProps {
  status: ContentStatus;
  data: Reviews | null;
  onRetry: () => void;
}

// Memoised: the hotel page redraws as each of its answers arrives; this part only when its own does.
export const HotelReviews = memo(function HotelReviews({
  status,
  data,
  onRetry,
}: HotelReviewsProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLElement>(null);
  const reviews = data?.reviews ?? [];
  const shown = reviews.slice(0, expanded ? maxShownReviews : initialReviews);
  const allUrl = useAllowedLink(data?.reviewsUrl, 'all reviews');

  useEffect(() => {
    // Keyboard and screen reader users continue at the first review they had not seen.
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);

  let body;
  if (!data && (status === 'loading' || status === 'idle')) {
    body = (
      <p className="hs-hotel-state" role="status">
        <FormattedMessage id="hotel.reviews.loading" />
      </p>
    );
  } else if (!data && status === 'rejected') {
    body = (
      <div className="hs-hotel-state hs-hotel-state--failed" role="alert">
        <p>
          <FormattedMessage id="hotel.reviews.failed" />
        </p>
        <button type="button" className="hs-hotel-button" onClick={onRetry}>
          <FormattedMessage id="hotel.reviews.retry" />
        </button>
      </div>
    );
  } else if (reviews.length === 0) {
    body = (
      <p className="hs-hotel-state">
        <FormattedMessage id="hotel.reviews.empty" />
      </p>
    );
  } else {
    body = (
      <>
        <ul>
          {shown.map((review, index) => (
            <li key={`${review.link}-${index}`}>
              <ReviewItem
                review={review}
                focusRef={expanded && index === initialReviews ? firstRevealed : undefined}
              />
            </li>
          ))}
        </ul>
        {!expanded && reviews.length > initialReviews && (
          <button type="button" className="hs-hotel-button" onClick={() => setExpanded(true)}>
            <FormattedMessage id="hotel.reviews.more" />
          </button>
        )}
        {allUrl && (
          <p>
            <a href={allUrl} target="_blank" rel="noopener noreferrer">
              <FormattedMessage
                id="hotel.reviews.all"
                values={{ count: Math.max(data?.total ?? 0, reviews.length) }}
              />
            </a>
          </p>
        )}
      </>
    );
  }

  return (
    <section
      className="hs-hotel-reviews"
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
    >
      <h2 id={headingId}>
        <FormattedMessage id="hotel.reviews.heading" />
      </h2>
      {body}
    </section>
  );
});
