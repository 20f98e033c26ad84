import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RatingSummary } from '../../../../api/types';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';
import { useAllowedLink } from '../../../../config/HostConfigContext';

export interface RatingWidgetProps {
  summary: RatingSummary;
}

interface FrameProps {
  /** The provider's own spelling, never translated. */
  provider: string;
  modifier: string;
  summary: RatingSummary;
  /** The score on the widget's scale. */
  value: number;
  scale: number;
  /** The provider's graphic; it sits inside an image labelled with the score. */
  children: ReactNode;
}

/**
 * What every provider widget shares: a group named after the provider, the score as one labelled
 * image, and the review count linking to the provider's page in a new tab.
 */
export function RatingWidgetFrame({
  provider,
  modifier,
  summary,
  value,
  scale,
  children,
}: FrameProps) {
  const intl = useIntl();
  const average = intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const href = useAllowedLink(summary.url, `${provider} rating`);
  const reviews = (
    <FormattedMessage
      id="resultlist.rating.reviews"
      values={{ label: provider, count: summary.reviewsCount }}
    />
  );
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'resultlist.rating.group' }, { label: provider })}
      className={`hs-rating-widget hs-rating-widget--${modifier}`}
    >
      <span
        role="img"
        aria-label={intl.formatMessage({ id: 'resultlist.rating.outOf' }, { average, scale })}
        className="hs-rating-widget__score"
      >
        {children}
        <span className="hs-rating-widget__value">
          {average}
          <span className="hs-rating-widget__scale"> / {scale}</span>
        </span>
      </span>
      {href ? (
        <a className="hs-rating-widget__link" href={href} target="_blank" rel="noopener">
          {reviews}
          <VisuallyHidden>
            {' '}
            <FormattedMessage id="resultlist.rating.newTab" />
          </VisuallyHidden>
        </a>
      ) : (
        <span className="hs-rating-widget__link">{reviews}</span>
      )}
    </div>
  );
}
