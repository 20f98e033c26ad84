import { BubbleBar } from './RatingIcons';
import { RatingWidgetFrame, type RatingWidgetProps } from './RatingWidgetFrame';
import { onScale } from './ratingScale';

export const tripadvisorScale = 5;

/** Tripadvisor's look: five bubbles. */
export function TripadvisorWidget({ summary }: RatingWidgetProps) {
  const value = onScale(summary.averageRating, summary.scale, tripadvisorScale);
  return (
    <RatingWidgetFrame
      provider="Tripadvisor"
      modifier="tripadvisor"
      summary={summary}
      value={value}
      scale={tripadvisorScale}
    >
      <BubbleBar value={value} max={tripadvisorScale} />
    </RatingWidgetFrame>
  );
}
