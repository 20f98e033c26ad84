import { useDeferredValue, useEffect, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { monthOf, shiftMonth } from '../../../../lib/calendarDates';
import { clampMonth, firstBookableDay, monthRange } from '../model/bookableMonths';
import * as offers$ from '../hotelOffersSlice';
import { offerChosen } from '../state/actions';
import { calendarActions, type CalendarDay } from '../state/calendarSlice';
import { CalendarGrid } from './CalendarGrid';
import { OffersFailed } from './OfferStates';
import { useOfferFormat } from './useOfferFormat';

/**
 * The offers calendar: a month of departure days priced per person for the selected offer's stay
 * length; choosing a day selects that day's offer
 * (docs/rules/hotel.md, "Dates: calendar or lists").
 */
export function OffersCalendar() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useOfferFormat();
  const hintId = useId();
  // Display only, drawn at transition priority: each answer of the page redraws it in slices
  // the browser can interrupt (docs/rules/speed.md). Booking state is never deferred.
  const calendar = useDeferredValue(useAppSelector(offers$.selectCalendar));
  const offers = useDeferredValue(useAppSelector(offers$.selectOffers));
  const selected = offers.slots.selected.model;

  useEffect(() => {
    dispatch(calendarActions.calendarShown());
    return () => {
      dispatch(calendarActions.calendarHidden());
    };
  }, [dispatch]);

  const range = monthRange(firstBookableDay());
  const los = selected?.lengthOfStay ?? 0;
  const month = clampMonth(
    calendar.selectedMonth ?? monthOf(selected?.departureDate ?? range.first),
    range,
  );
  const params = calendar.lastLoadedParams;
  const fresh = params?.month === month && params.los === los;
  const days = useMemo(
    () => new Map((fresh ? calendar.days : []).map((day) => [day.date, day])),
    [fresh, calendar.days],
  );
  const chosenDate =
    calendar.days.find((day) => day.offerId === offers.selectedId)?.date ??
    selected?.departureDate ??
    null;

  const choose = (day: CalendarDay) =>
    dispatch(offerChosen({ offerId: day.offerId, via: 'calendar', date: day.date }));
  const goTo = (target: string) => dispatch(calendarActions.calendarMonthChanged(target));

  return (
    <div className="hs-offers__calendar">
      <div className="hs-offers__calendar-nav">
        <button
          type="button"
          className="hs-offers__button"
          disabled={month <= range.first}
          aria-label={intl.formatMessage({ id: 'hotelOffers.calendar.previous' })}
          onClick={() => goTo(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={hintId}>
          <FormattedMessage id="hotelOffers.calendar.hint" values={{ nights: los }} />
        </p>
        <button
          type="button"
          className="hs-offers__button"
          disabled={month >= range.last}
          aria-label={intl.formatMessage({ id: 'hotelOffers.calendar.next' })}
          onClick={() => goTo(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <CalendarGrid
        month={month}
        days={days}
        chosenDate={chosenDate}
        unavailable={offers.unavailable}
        hintId={hintId}
        busy={!fresh || calendar.status === 'loading'}
        format={format}
        onChoose={choose}
      />
      {calendar.status === 'loading' && (
        <p role="status" className="hs-offers__state">
          <FormattedMessage id="hotelOffers.calendar.loading" />
        </p>
      )}
      {calendar.status === 'rejected' && (
        <OffersFailed
          messageId="hotelOffers.calendar.failed"
          onRetry={() => dispatch(calendarActions.calendarRetried())}
        />
      )}
    </div>
  );
}
