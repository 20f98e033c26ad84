import { FormattedMessage, useIntl } from 'react-intl';
import type { HotelRatings as Ratings, RatingSummary } from '../../../api/types';
import { useHostConfig } from '../../../config/HostConfigContext';
import { RatingWidgetList } from './ratings/RatingWidget';

/** Rating scale of the list's summary (docs/rules/result-list.md, "Ratings"). */
export const ratingScale = 6;
/** Shown when a hotel has no recommendationsTotal. */
export const defaultRecommendation = 70;

export interface HotelRatingsProps {
  ratings: Ratings;
  /** The providers' summaries; each becomes a lazily loaded widget below the summary line. */
  summaries?: RatingSummary[];
}

/**
 * Average rating, review count and recommendation share, e.g. '5.2 / 6 (312 reviews)', with the
 * providers' widgets below. Hidden entirely when the host turns the hotel rating display off
 * (`features.hotelRating`).
 */
export function HotelRatings({ ratings, summaries = [] }: HotelRatingsProps) {
  const intl = useIntl();
  const { features } = useHostConfig();
  if (!features.hotelRating) return null;
  // Without a single review there is nothing honest to summarise.
  const hasSummary = ratings.reviewsCount > 0;
  if (!hasSummary && summaries.length === 0) return null;
  const average = intl.formatNumber(ratings.averageRating, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="hs-rl-item__ratings">
      {hasSummary && (
        <p>
          <FormattedMessage
            id="resultlist.item.rating"
            values={{ average, scale: ratingScale, count: ratings.reviewsCount }}
          />{' '}
          ·{' '}
          <FormattedMessage
            id="resultlist.item.recommendation"
            values={{ percent: ratings.recommendationsTotal ?? defaultRecommendation }}
          />
        </p>
      )}
      <RatingWidgetList summaries={summaries} />
    </div>
  );
}
