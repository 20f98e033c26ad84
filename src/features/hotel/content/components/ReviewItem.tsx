import { useAllowedLink } from '../../../../config/HostConfigContext';
import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Review } from '../../../../api/types';
import { formatApiDate } from '../../../../lib/calendarDates';
import { safeUrl } from '../../../../lib/safeUrl';
import { ratingScale } from './HotelHead';

export interface ReviewItemProps {
  review: Review;
  /** Set on the first review 'View more reviews' revealed, so focus can move there. */
  focusRef?: Ref<HTMLElement>;
}

/** Dates display as DD.MM.YY; a date the server garbled is left out. */
function displayDate(date: string): string | null {
  return formatApiDate(date, 'DD.MM.YY') || null;
}

/**
 * One review: title, image, rating, date, text, user name and link
 * (docs/rules/hotel.md, "Reviews").
 */
export function ReviewItem({ review, focusRef }: ReviewItemProps) {
  const intl = useIntl();
  const image = safeUrl(review.image);
  const link = useAllowedLink(review.link, 'review');
  const date = typeof review.date === 'string' ? displayDate(review.date) : null;
  const rating = Number(review.rating);

  return (
    <article className="hs-hotel-review" ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      {/* The reviewer's picture; the name beside it says who it is. */}
      {image && <img src={image} alt="" loading="lazy" decoding="async" />}
      <h3>{review.title}</h3>
      {Number.isFinite(rating) && (
        <p>
          <FormattedMessage
            id="hotel.reviews.rating"
            values={{
              rating: intl.formatNumber(Math.min(ratingScale, Math.max(0, rating)), {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              scale: ratingScale,
            }}
          />
        </p>
      )}
      <p>
        {date ? (
          <FormattedMessage
            id="hotel.reviews.byline"
            values={{
              userName: review.userName,
              date: <time dateTime={review.date}>{date}</time>,
            }}
          />
        ) : (
          review.userName
        )}
      </p>
      <p className="hs-hotel-review__text">{review.text}</p>
      {link && (
        <p className="hs-hotel-review__text">
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            // The visible words first, then which review: every link's name is its own.
            aria-label={intl.formatMessage(
              { id: 'hotel.reviews.readMoreLabel' },
              { title: review.title },
            )}
          >
            <FormattedMessage id="hotel.reviews.readMore" />
          </a>
        </p>
      )}
    </article>
  );
}
