import { lazyChunk, type LazyChunk } from '../../../../lib/chunks';
import type { RatingType } from '../../../../api/types';
import type { RatingWidgetProps } from './RatingWidgetFrame';

export type RatingWidgetComponent = LazyChunk<RatingWidgetProps>;

/** One lazily loaded chunk per rating provider, fetched on first use. */
const ratingWidgets: Record<RatingType, RatingWidgetComponent> = {
  holidaycheck: lazyChunk(() =>
    import(/* webpackChunkName: "rating-holidaycheck" */ './HolidayCheckWidget').then((m) => ({
      default: m.HolidayCheckWidget,
    })),
  ),
  trustyou: lazyChunk(() =>
    import(/* webpackChunkName: "rating-trustyou" */ './TrustYouWidget').then((m) => ({
      default: m.TrustYouWidget,
    })),
  ),
  tripadvisor: lazyChunk(() =>
    import(/* webpackChunkName: "rating-tripadvisor" */ './TripadvisorWidget').then((m) => ({
      default: m.TripadvisorWidget,
    })),
  ),
};

/**
 * The widget for a provider type as the server sent it. An unknown type raises
 * 'Unknown rating type' (own keys only, so 'constructor' or '__proto__' are unknown too).
 */
export function ratingWidgetFor(type: string): RatingWidgetComponent {
  if (!Object.hasOwn(ratingWidgets, type)) throw new Error('Unknown rating type');
  return ratingWidgets[type as RatingType];
}
