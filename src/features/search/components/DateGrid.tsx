import { memo, useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { firstDayOfMonth, monthWeekDays } from '../../../lib/calendarDates';
import { calendarClass } from './calendarStyles';
import { monthText } from './periodLabels';

/**
 * Every day prop is a day number that lies in this month, or null. The calendar clips what it
 * passes to the month, so a pick or a key press re-renders only the months it touches.
 */
export interface DateGridProps {
  month: number;
  today: number | null;
  /** The pickable days of the current tab within this month; pickFrom > pickTo when none. */
  pickFrom: number;
  pickTo: number;
  except: number | null;
  departure: number | null;
  returnDay: number | null;
  /** Days between departure and return within this month, shaded as the stay. */
  stayFrom: number | null;
  stayTo: number | null;
  /** The day holding the calendar's single tab stop (roving tabindex). */
  focusDay: number | null;
  hintId: string;
  onDayClick(event: MouseEvent<HTMLButtonElement>): void;
  onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}

/** One month of the travel period calendar: a WAI-ARIA grid of day buttons. */
export const DateGrid = memo(function DateGrid(props: DateGridProps) {
  const { month, today, pickFrom, pickTo, except, departure, returnDay, focusDay } = props;
  const intl = useIntl();
  const captionId = useId();
  const weeks = monthWeekDays(month);
  const text = monthText(intl, month);
  const firstDay = firstDayOfMonth(month);

  const nameOf = (day: number) => {
    const date = text.names.get(day) ?? '';
    if (day === departure)
      return intl.formatMessage({ id: 'search.period.day.departure' }, { date });
    if (day === returnDay) return intl.formatMessage({ id: 'search.period.day.return' }, { date });
    return date;
  };

  const renderDay = (day: number) => {
    const disabled = day < pickFrom || day > pickTo || day === except;
    const chosen = day === departure || day === returnDay;
    const { stayFrom, stayTo } = props;
    const inStay = stayFrom !== null && stayTo !== null && day >= stayFrom && day <= stayTo;
    return (
      <div key={day} role="gridcell" aria-selected={chosen} className={calendarClass.cell}>
        <button
          type="button"
          data-day={day}
          tabIndex={day === focusDay ? 0 : -1}
          aria-label={nameOf(day)}
          aria-disabled={disabled || undefined}
          aria-current={day === today ? 'date' : undefined}
          className={
            chosen ? calendarClass.chosenDay : inStay ? calendarClass.stayDay : calendarClass.day
          }
          onClick={props.onDayClick}
          onKeyDown={props.onDayKeyDown}
        >
          {/* The shop's languages all write day numbers in Latin digits. */}
          {day - firstDay + 1}
        </button>
      </div>
    );
  };

  return (
    <div className={calendarClass.month}>
      <div id={captionId} className={calendarClass.caption}>
        {text.caption}
      </div>
      <div role="grid" aria-labelledby={captionId} aria-describedby={props.hintId}>
        <div role="row" className={calendarClass.row}>
          {text.weekdays.map((weekday) => (
            <div
              key={weekday.long}
              role="columnheader"
              aria-label={weekday.long}
              className={calendarClass.weekday}
            >
              {weekday.short}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week.find((day) => day !== null)} role="row" className={calendarClass.row}>
            {week.map((day, index) =>
              day === null ? (
                <div key={`empty-${index}`} role="gridcell" className={calendarClass.cell} />
              ) : (
                renderDay(day)
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
});

/** A month's caption and the room its days will take, shown for the frame before they render. */
export function MonthPlaceholder({ month }: { month: number }) {
  const intl = useIntl();
  return (
    <div className={calendarClass.month}>
      <div className={calendarClass.caption}>{monthText(intl, month).caption}</div>
      <div className={calendarClass.placeholder} />
    </div>
  );
}
