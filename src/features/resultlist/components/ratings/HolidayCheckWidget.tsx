import { SunBar } from './RatingIcons';
import { RatingWidgetFrame, type RatingWidgetProps } from './RatingWidgetFrame';
import { onScale } from './ratingScale';

/** HolidayCheck rates out of 6, shown as six suns. */
export const holidayCheckScale = 6;

export function HolidayCheckWidget({ summary }: RatingWidgetProps) {
  const value = onScale(summary.averageRating, summary.scale, holidayCheckScale);
  return (
    <RatingWidgetFrame
      provider="HolidayCheck"
      modifier="holidaycheck"
      summary={summary}
      value={value}
      scale={holidayCheckScale}
    >
      <SunBar value={value} max={holidayCheckScale} />
    </RatingWidgetFrame>
  );
}
