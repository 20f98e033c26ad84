import { useId, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TravelPeriodValue } from '../model/searchTypes';
import { durationOptions, durationRange } from '../model/travelPeriod';
import { formatDuration } from './periodLabels';

export interface PeriodOptionsProps {
  value: TravelPeriodValue;
  onExactChange(exact: boolean): void;
  onDurationChange(duration: string): void;
}

const rowStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1.5rem',
  marginTop: '1rem',
};
const hintStyle: CSSProperties = { flexBasis: '100%', fontSize: '0.85em', margin: 0 };

/** The offered durations plus the current one when it is not among them (from a link, say). */
function optionsWith(current: string): string[] {
  if (!durationRange(current) || durationOptions.includes(current)) return [...durationOptions];
  const order = (duration: string) => durationRange(duration) ?? [0, 0];
  return [...durationOptions, current].sort(
    (a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1],
  );
}

/** The flexible/exact toggle and, in flexible mode, the duration select. */
export function PeriodOptions({ value, onExactChange, onDurationChange }: PeriodOptionsProps) {
  const intl = useIntl();
  const hintId = useId();
  return (
    <div className="hs-period-options" style={rowStyle}>
      <label>
        <input
          type="checkbox"
          checked={value.exact}
          aria-describedby={hintId}
          onChange={(event) => onExactChange(event.target.checked)}
        />{' '}
        <FormattedMessage id="search.period.exact" />
      </label>
      {value.exact ? (
        // Exact mode derives the duration: shown, not chosen.
        value.returnDate && (
          <span>
            <FormattedMessage id="search.period.duration" />: {formatDuration(intl, value.duration)}
          </span>
        )
      ) : (
        <label>
          <FormattedMessage id="search.period.duration" />{' '}
          <select value={value.duration} onChange={(event) => onDurationChange(event.target.value)}>
            {optionsWith(value.duration).map((duration) => (
              <option key={duration} value={duration}>
                {formatDuration(intl, duration)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p id={hintId} style={hintStyle}>
        <FormattedMessage id="search.period.exactHint" />
      </p>
    </div>
  );
}
