import { useId } from 'react';
import { useIntl } from 'react-intl';
import { themeColor } from './theme';

export const maxStars = 5;

/**
 * The star count to show for a hotel category: rounded to half stars and clamped to 1..5;
 * null for category 0 (an unclassified hotel) and for values that are not numbers at all.
 */
export function clampStarCategory(category: number): number | null {
  if (category === 0 || Number.isNaN(category)) return null;
  const halfStars = Math.round(category * 2) / 2;
  return Math.min(maxStars, Math.max(1, halfStars));
}

export interface StarsProps {
  category: number;
  className?: string;
}

const starPath =
  'M12 2l2.94 6.56 7.06.72-5.3 4.82 1.54 7.04L12 17.5l-6.24 3.64 1.54-7.04L2 9.28l7.06-.72z';

function StarIcon({ half = false }: { half?: boolean }) {
  const clipId = useId();
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {half && (
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      )}
      <path d={starPath} fill="currentColor" clipPath={half ? `url(#${clipId})` : undefined} />
    </svg>
  );
}

/** A hotel's star category, read out as e.g. '4.5 stars'. */
export function Stars({ category, className }: StarsProps) {
  const intl = useIntl();
  const count = clampStarCategory(category);
  if (count === null) return null;

  const fullStars = Math.floor(count);
  const hasHalfStar = count > fullStars;
  return (
    <span
      role="img"
      aria-label={intl.formatMessage({ id: 'ui.stars.label' }, { count })}
      className={['hs-stars', className].filter(Boolean).join(' ')}
      style={{ display: 'inline-flex', gap: '0.1em', color: themeColor.accent }}
    >
      {Array.from({ length: fullStars }, (_, index) => (
        <StarIcon key={index} />
      ))}
      {hasHalfStar && <StarIcon half />}
    </span>
  );
}
