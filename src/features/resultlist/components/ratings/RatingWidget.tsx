import { Suspense } from 'react';
import type { RatingSummary } from '../../../../api/types';
import { ErrorBoundary } from '../../../../ui/ErrorBoundary';
import { ratingWidgetFor, type RatingWidgetComponent } from './ratingWidgets';

/** Holds the widget's place while its chunk loads, so the list does not jump. */
function WidgetPlaceholder() {
  return <span className="hs-rating-widget hs-rating-widget--placeholder" aria-hidden="true" />;
}

/** One provider's rating, loaded lazily by type (docs/rules/result-list.md, "Ratings"). */
export function RatingWidget({ summary }: { summary: RatingSummary }) {
  let Widget: RatingWidgetComponent;
  try {
    Widget = ratingWidgetFor(summary.type);
  } catch {
    // 'Unknown rating type' is ignored and the control stays blank, without a console
    // message (an error there would also fail the browser journeys).
    return null;
  }
  // A provider without a single review has nothing honest to show.
  if (!(summary.reviewsCount > 0)) return null;
  return (
    // A widget chunk that cannot download leaves the rest of the result in place.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={<WidgetPlaceholder />}>
        {/* eslint-disable-next-line react-hooks/static-components -- the widget comes from a
            module-level table of lazy components, so it is the same component on every render */}
        <Widget summary={summary} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The providers' widgets side by side; types the shop does not know leave no gap. */
export function RatingWidgetList({ summaries }: { summaries: RatingSummary[] }) {
  if (summaries.length === 0) return null;
  return (
    <div className="hs-rating-widgets">
      {summaries.map((summary, index) => (
        <RatingWidget key={`${summary.type}-${index}`} summary={summary} />
      ))}
    </div>
  );
}
