import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { secondaryButtonStyle } from '../../../ui/theme';
import { visuallyHiddenStyle } from '../../../ui/VisuallyHidden';
import type { SelectableRange } from '../model/periodPicking';
import { firstDayOfMonth, lastDayOfMonth, monthOfDay } from '../../../lib/calendarDates';
import { dayForKey } from './dateGridKeys';
import { DateGrid, MonthPlaceholder } from './DateGrid';
import { useContentAfterFrame } from '../../../ui/useContentAfterFrame';

export interface PeriodCalendarProps {
  /** How many months show at once: 2 on desktop, 12 on mobile. */
  months: number;
  /** Tomorrow and one year ahead, as day numbers: the calendar never shows beyond them. */
  first: number;
  last: number;
  today: number;
  focusDay: number;
  selectable: SelectableRange;
  departure: number | null;
  returnDay: number | null;
  onPick(day: number): void;
  onMove(day: number): void;
}

// Desktop months sit side by side even in a flyout only as wide as its trigger; the mobile
// months form one scrolling column.
const monthsInRow: CSSProperties = { display: 'flex', gap: '1.5rem' };
const monthsInColumn: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '1.5rem' };
/** More months than this form a column. */
const monthsPerRow = 2;
const navStyle: CSSProperties = { display: 'flex', justifyContent: 'space-between' };
const navButtonStyle: CSSProperties = { ...secondaryButtonStyle, padding: '0.25em 0.75em' };

/** A handler with a stable identity that always runs the latest render's code. */
function useStableHandler<A extends unknown[]>(handler: (...args: A) => void) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

const clip = (day: number | null, from: number, to: number) =>
  day !== null && day >= from && day <= to ? day : null;

/** The visible months with their navigation, keyboard handling and the roving focus. */
export function PeriodCalendar(props: PeriodCalendarProps) {
  const { months, first, last, focusDay, selectable, departure, returnDay } = props;
  const intl = useIntl();
  const hintId = useId();
  const firstMonth = monthOfDay(first);
  const lastMonth = monthOfDay(last);
  const count = Math.min(months, lastMonth - firstMonth + 1);
  const latestStart = lastMonth - count + 1;
  const focusMonth = monthOfDay(focusDay);
  const inWindow = (month: number) => Math.min(Math.max(month, firstMonth), latestStart);
  const [wantedStart, setStart] = useState(() => inWindow(focusMonth));
  // Kept in range should `months` or `today` change while the calendar is open.
  const start = inWindow(wantedStart);
  // The focused day always shows: a key press beyond the visible months scrolls them by as
  // little as needed (state adjusted while rendering, so there is no extra paint).
  if (focusMonth < start) setStart(focusMonth);
  else if (focusMonth >= start + count) setStart(focusMonth - count + 1);

  // Only a key press moves the browser's focus; a tab switch only moves the tab stop.
  const focusAfterKey = useRef(false);
  const calendarRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfterKey.current) return;
    focusAfterKey.current = false;
    // Looked up when needed rather than kept in refs: no ref callback on every day button.
    calendarRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const onDayClick = useStableHandler((event: MouseEvent<HTMLButtonElement>) =>
    props.onPick(Number(event.currentTarget.dataset.day)),
  );
  const onDayKeyDown = useStableHandler((event: KeyboardEvent<HTMLButtonElement>) => {
    const target = dayForKey(event.key, Number(event.currentTarget.dataset.day), event.shiftKey);
    if (target === undefined) return;
    event.preventDefault();
    focusAfterKey.current = true;
    props.onMove(target);
  });

  // The navigation buttons move the months and the tab stop along with them, as in the APG.
  const showMonths = (step: number) => {
    setStart(start + step);
    const moved = dayForKey(step < 0 ? 'PageUp' : 'PageDown', focusDay) as number;
    props.onMove(moved);
  };

  // A new calendar paints its frame first (month captions and the room the days take) and fills
  // the days in straight after: the paint after opening waits only for the frame.
  const daysReady = useContentAfterFrame();

  const visible = Array.from({ length: count }, (_, index) => start + index);
  return (
    <div ref={calendarRef} className="hs-period-calendar">
      <div id={hintId} style={visuallyHiddenStyle}>
        <FormattedMessage id="search.period.calendarHint" />
      </div>
      {lastMonth - firstMonth + 1 > count && (
        <div style={navStyle}>
          <button
            type="button"
            style={navButtonStyle}
            aria-label={intl.formatMessage({ id: 'search.period.previousMonth' })}
            disabled={start <= firstMonth}
            onClick={() => showMonths(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            style={navButtonStyle}
            aria-label={intl.formatMessage({ id: 'search.period.nextMonth' })}
            disabled={start >= latestStart}
            onClick={() => showMonths(1)}
          >
            ›
          </button>
        </div>
      )}
      <div style={count > monthsPerRow ? monthsInColumn : monthsInRow}>
        {visible.map((month) => {
          if (!daysReady) return <MonthPlaceholder key={month} month={month} />;
          const from = firstDayOfMonth(month);
          const to = lastDayOfMonth(month);
          const pickFrom = Math.max(selectable.min, from);
          const pickTo = Math.min(selectable.max, to);
          const hasStay = departure !== null && returnDay !== null;
          const stayFrom = hasStay ? Math.max(departure + 1, from) : 0;
          const stayTo = hasStay ? Math.min(returnDay - 1, to) : -1;
          return (
            <DateGrid
              key={month}
              month={month}
              today={clip(props.today, from, to)}
              pickFrom={pickFrom <= pickTo ? pickFrom : 0}
              pickTo={pickFrom <= pickTo ? pickTo : -1}
              except={clip(selectable.except, from, to)}
              departure={clip(departure, from, to)}
              returnDay={clip(returnDay, from, to)}
              stayFrom={stayFrom <= stayTo ? stayFrom : null}
              stayTo={stayFrom <= stayTo ? stayTo : null}
              focusDay={clip(focusDay, from, to)}
              hintId={hintId}
              onDayClick={onDayClick}
              onDayKeyDown={onDayKeyDown}
            />
          );
        })}
      </div>
    </div>
  );
}
