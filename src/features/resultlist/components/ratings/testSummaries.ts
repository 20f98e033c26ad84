import type { RatingSummary, RatingType } from '../../../../api/types';

/** A provider summary shaped like the demo host's (demo/catalogue/hotelView.ts). */
export function testSummary(
  type: RatingType,
  overrides: Partial<RatingSummary> = {},
): RatingSummary {
  return {
    type,
    averageRating: type === 'holidaycheck' ? 5.2 : 4.5,
    reviewsCount: type === 'holidaycheck' ? 312 : 749,
    recommendationsTotal: 94,
    scale: type === 'holidaycheck' ? 6 : 5,
    url: `https://${type}.demo.invalid/hotel/12345`,
    ...overrides,
  };
}

/** A summary of a provider the shop does not know, as a newer server might send it. */
export function unknownSummary(type = 'booking'): RatingSummary {
  return { ...testSummary('trustyou'), type: type as RatingType };
}
