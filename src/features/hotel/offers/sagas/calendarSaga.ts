import { isCancelledError } from '../../../../store/sagaHelpers';
import { put, select } from 'redux-saga/effects';
import type { CalendarOffersRequest } from '../../../../api/types';
import { monthOf } from '../../../../lib/calendarDates';
import {
  clampMonth,
  firstBookableDay,
  monthRange,
  toCalendarMonthParam,
} from '../model/bookableMonths';
import {
  selectCalendar,
  selectOfferContext,
  selectSelectedOffer,
  selectSelectedOfferPending,
} from '../hotelOffersSlice';
import type { OfferContext } from '../state/actions';
import { calendarActions, type CalendarParams, type CalendarState } from '../state/calendarSlice';
import { offersActions } from '../state/offersSlice';
import { hotelRequest } from './hotelRequest';
import { latestByKey } from './latestByKey';

interface CalendarLoad {
  params: CalendarParams;
  request: Omit<CalendarOffersRequest, 'productSearch'>;
  booking: boolean;
}

const sameParams = (a: CalendarParams | null, b: CalendarParams) =>
  !!a && a.month === b.month && a.los === b.los && a.contextKey === b.contextKey;

/**
 * What get_hotel_calendar_offers should load now: the month on screen for the selected offer's stay
 * length, when the calendar shows and those params are not loaded yet. After a booking started, the
 * load names that offer with the booking flag.
 */
export function* planCalendarLoad() {
  const calendar: CalendarState = yield select(selectCalendar);
  const context: OfferContext | null = yield select(selectOfferContext);
  const selected: ReturnType<typeof selectSelectedOffer> = yield select(selectSelectedOffer);
  const pending: boolean = yield select(selectSelectedOfferPending);
  // A choice on its way: plan for the offer it brings, not the one leaving.
  if (pending) return null;
  if (!calendar.visible || !context || !selected) return null;
  const from = firstBookableDay();
  const month = clampMonth(
    calendar.selectedMonth ?? monthOf(selected.departureDate),
    monthRange(from),
  );
  const params: CalendarParams = { month, los: selected.lengthOfStay, contextKey: context.key };
  const booking = calendar.offerAfterBooking !== null;
  // Back from a booking the calendar loads once more with the booking flag, then as usual.
  const loaded = calendar.status === 'resolved' && sameParams(calendar.lastLoadedParams, params);
  if (loaded && !booking) return null;
  const load: CalendarLoad = {
    params,
    booking,
    request: {
      from,
      los: params.los,
      calendarMonth: toCalendarMonthParam(month),
      offerId: calendar.offerAfterBooking ?? selected.id,
      ...(booking ? { booking: true } : {}),
      isFirstLoad: calendar.lastLoadedMonth === null,
    },
  };
  return load;
}

export function* runCalendarLoad({ params, request, booking }: CalendarLoad) {
  yield put(calendarActions.calendarLoadStarted());
  try {
    const response = yield* hotelRequest('get_hotel_calendar_offers', (productSearch) => ({
      productSearch,
      ...request,
    }));
    if (!response.success) throw new Error('get_hotel_calendar_offers answered success false');
    // offerAfterBooking names the booked offer for one load only: the slice resets it.
    yield put(calendarActions.calendarLoaded({ params, response, booking }));
  } catch (error) {
    if (!isCancelledError(error)) yield put(calendarActions.calendarLoadFailed());
  }
}

/** Loads when the calendar shows, its month changes, or the selected offer settles. */
export function* calendarSaga() {
  yield* latestByKey(
    [
      calendarActions.calendarShown.type,
      calendarActions.calendarMonthChanged.type,
      calendarActions.calendarRetried.type,
      offersActions.offersLoaded.type,
      offersActions.offersLoadStarted.type,
    ],
    planCalendarLoad,
    ({ params, booking }) => `${params.contextKey}|${params.month}|${params.los}|${booking}`,
    runCalendarLoad,
  );
}
