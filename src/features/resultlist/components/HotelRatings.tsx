import { FormattedMessage, useIntl } from 'react-intl';
import type { HotelRatings as Ratings } from '../../../api/types';

/** Rating scale of the list's summary (spec 1 §9). */
export const ratingScale = 6;
/** Shown when a hotel has no recommendationsTotal (spec 1 §9). */
export const defaultRecommendation = 70;

/** Average rating, review count and recommendation share, e.g. '5.2 / 6 (312 reviews)'. */
export function HotelRatings({ ratings }: { ratings: Ratings }) {
  const intl = useIntl();
  // Without a single review there is nothing honest to show.
  if (ratings.reviewsCount <= 0) return null;
  const average = intl.formatNumber(ratings.averageRating, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <p className="hs-rl-item__ratings">
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
  );
}
