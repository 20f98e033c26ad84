import { RatingWidgetFrame, type RatingWidgetProps } from './RatingWidgetFrame';
import { onScale } from './ratingScale';

export const trustYouScale = 5;

/** TrustYou's look: the score in a coloured badge, with a bar filled to the score. */
export function TrustYouWidget({ summary }: RatingWidgetProps) {
  const value = onScale(summary.averageRating, summary.scale, trustYouScale);
  return (
    <RatingWidgetFrame
      provider="TrustYou"
      modifier="trustyou"
      summary={summary}
      value={value}
      scale={trustYouScale}
    >
      <span className="hs-rating-meter">
        <span
          className="hs-rating-meter__fill"
          style={{ width: `${(value / trustYouScale) * 100}%` }}
        />
      </span>
    </RatingWidgetFrame>
  );
}
