import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { addDays, monthOf, monthWeeks, weekdayOf } from '../../../../lib/calendarDates';
import type { CalendarDay } from '../state/calendarSlice';
import type { OfferFormat } from './useOfferFormat';

interface Props {
  month: string;
  days: ReadonlyMap<string, CalendarDay>;
  chosenDate: string | null;
  unavailable: readonly string[];
  hintId: string;
  busy: boolean;
  format: OfferFormat;
  onChoose: (day: CalendarDay) => void;
}

/** Where a key moves the focus within the month; undefined for other keys. */
function dateForKey(key: string, date: string): string | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -weekdayOf(date),
    End: 6 - weekdayOf(date),
  };
  return key in moves ? addDays(date, moves[key] ?? 0) : undefined;
}

/**
 * One month of the offers calendar: a WAI-ARIA grid of day buttons, each named by its date and
 * price per person, with one tab stop moved by the arrow keys.
 */
export function CalendarGrid(props: Props) {
  const { month, days, chosenDate, format, unavailable } = props;
  const intl = useIntl();
  const captionId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const weeks = monthWeeks(month);
  const inMonth = (date: string | null) => !!date && monthOf(date) === month;
  const firstOffer = [...days.keys()].find((date) => inMonth(date));
  const [focused, setFocused] = useState<string | null>(null);
  const tabStop =
    (inMonth(focused) && focused) ||
    (inMonth(chosenDate) && chosenDate) ||
    firstOffer ||
    `${month}-01`;

  const bookable = (day: CalendarDay | undefined): day is CalendarDay =>
    !!day && day.available && !unavailable.includes(day.offerId);
  let cheapestDate: string | null = null;
  for (const [date, day] of days) {
    const best = cheapestDate ? days.get(cheapestDate) : undefined;
    if (bookable(day) && (!best || day.perPersonAmount < best.perPersonAmount)) cheapestDate = date;
  }

  const nameOf = (date: string, day: CalendarDay | undefined) => {
    const values = { date: format.longDate(date) };
    if (!day) return intl.formatMessage({ id: 'hotelOffers.calendar.noOffer' }, values);
    if (!bookable(day)) return intl.formatMessage({ id: 'hotelOffers.calendar.soldOut' }, values);
    const price = format.money(day.perPersonAmount, day.currency);
    return date === cheapestDate
      ? intl.formatMessage({ id: 'hotelOffers.calendar.cheapestDay' }, { ...values, price })
      : intl.formatMessage({ id: 'hotelOffers.calendar.day' }, { ...values, price });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = dateForKey(event.key, date);
    if (!next) return;
    event.preventDefault();
    if (!inMonth(next)) return;
    setFocused(next);
    buttons.current.get(next)?.focus();
  };

  const renderDay = (date: string) => {
    const day = days.get(date);
    const chosen = date === chosenDate;
    const cheapest = date === cheapestDate;
    return (
      <div key={date} role="gridcell" aria-selected={chosen}>
        <button
          type="button"
          ref={(element) => {
            if (element) buttons.current.set(date, element);
            else buttons.current.delete(date);
          }}
          className={cheapest ? 'hs-offers__day hs-offers__day--cheapest' : 'hs-offers__day'}
          tabIndex={date === tabStop ? 0 : -1}
          aria-label={nameOf(date, day)}
          aria-pressed={chosen}
          aria-disabled={!bookable(day) || undefined}
          onFocus={() => setFocused(date)}
          onKeyDown={(event) => onKeyDown(event, date)}
          onClick={() => {
            if (bookable(day)) props.onChoose(day);
          }}
        >
          <span>{Number(date.slice(8))}</span>
          <span className="hs-offers__day-price" aria-hidden="true">
            {bookable(day) ? format.money(day.perPersonAmount, day.currency) : '–'}
          </span>
        </button>
      </div>
    );
  };

  return (
    <div>
      <div id={captionId} className="hs-offers__calendar-caption" aria-live="polite">
        {format.monthCaption(month)}
      </div>
      <div
        role="grid"
        aria-labelledby={captionId}
        aria-describedby={props.hintId}
        aria-busy={props.busy}
      >
        <div role="row" className="hs-offers__row">
          {format.weekdays.map((weekday) => (
            <div
              key={weekday.long}
              role="columnheader"
              aria-label={weekday.long}
              className="hs-offers__weekday"
            >
              {weekday.short}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week.find(Boolean)} role="row" className="hs-offers__row">
            {week.map((date, index) =>
              date ? renderDay(date) : <div key={`empty-${index}`} role="gridcell" />,
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
