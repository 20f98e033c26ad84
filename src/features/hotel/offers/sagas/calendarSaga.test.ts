import type { CalendarOffersRequest } from '../../../../api/types';
import { until } from '../../../../testing/featureStore';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { monthOf, shiftMonth } from '../../../../lib/calendarDates';
import { toCalendarMonthParam } from '../model/bookableMonths';
import { bookingCreated, offerChosen } from '../state/actions';
import { calendarActions } from '../state/calendarSlice';
import {
  hotelOffersStore,
  offerArea,
  requestOffers,
  watchedHotelOffersStore,
} from '../testing/hotelOffersStore';

setupDemoHost();

function watchedStore() {
  const { store, callsTo } = watchedHotelOffersStore();
  const calendarCalls = () =>
    callsTo('get_hotel_calendar_offers').map((call) => call.data as CalendarOffersRequest);
  return { store, calendarCalls };
}

type Store = ReturnType<typeof hotelOffersStore>;
const calendar = (store: Store) => offerArea(store).calendar;

async function shownCalendar(store: Store) {
  requestOffers(store);
  store.dispatch(calendarActions.calendarShown());
  await until(store, () => calendar(store).status === 'resolved');
  return offerArea(store).offers.slots.selected.model!;
}

describe('offers calendar saga', () => {
  it("loads the selected offer's month for its stay length once the calendar shows", async () => {
    const { store, calendarCalls } = watchedStore();
    const selected = await shownCalendar(store);
    const month = monthOf(selected.departureDate);
    expect(calendarCalls()).toEqual([
      expect.objectContaining({
        los: selected.lengthOfStay,
        calendarMonth: toCalendarMonthParam(month),
        offerId: selected.id,
        isFirstLoad: true,
        productSearch: expect.any(Object),
      }),
    ]);
    expect(calendarCalls()[0]?.calendarMonth).toMatch(/^01-\d{2}-\d{4}$/);
    expect(calendarCalls()[0]?.booking).toBeUndefined();
    expect(calendar(store).lastLoadedMonth).toBe(month);
    const day = calendar(store).days.find((d) => d.date === selected.departureDate);
    expect(day?.offerId).toBe(selected.id);
    // The flight changer may load once the calendar's data is in.
    expect(offerArea(store).flights.shouldLoad).toBe(true);
  });

  it('does not load while hidden, and loads a month the visitor moves to only once', async () => {
    const { store, calendarCalls } = watchedStore();
    requestOffers(store);
    await until(store, () => offerArea(store).offers.status === 'resolved');
    expect(calendarCalls()).toHaveLength(0);
    store.dispatch(calendarActions.calendarShown());
    await until(store, () => calendar(store).status === 'resolved');
    const next = shiftMonth(calendar(store).lastLoadedMonth!, 1);
    store.dispatch(calendarActions.calendarMonthChanged(next));
    store.dispatch(calendarActions.calendarMonthChanged(next));
    await until(store, () => calendar(store).lastLoadedMonth === next);
    store.dispatch(calendarActions.calendarHidden());
    store.dispatch(calendarActions.calendarShown());
    expect(calendarCalls().map((call) => call.calendarMonth)).toEqual([
      expect.any(String),
      toCalendarMonthParam(next),
    ]);
    expect(calendarCalls()[1]?.isFirstLoad).toBe(false);
  });

  it('choosing a day sets clicked, clicked once and the date, and selects that offer', async () => {
    const { store } = watchedStore();
    await shownCalendar(store);
    const day = calendar(store).days.find((d) => d.offerId !== offerArea(store).offers.selectedId);
    store.dispatch(offerChosen({ offerId: day!.offerId, via: 'calendar', date: day!.date }));
    expect(calendar(store)).toMatchObject({
      clicked: true,
      clickedOnce: true,
      selectedDate: day!.date,
    });
    expect(offerArea(store).offers.navigation).toEqual({ offerId: day!.offerId, replace: false });
    store.dispatch(calendarActions.calendarClickHandled());
    expect(calendar(store)).toMatchObject({ clicked: false, clickedOnce: true });

    requestOffers(store, day!.offerId);
    await until(store, () => offerArea(store).offers.slots.selected.model?.id === day!.offerId);
    expect(offerArea(store).offers.slots.selected.model?.departureDate).toBe(day!.date);
  });

  it('follows an offer chosen elsewhere into its month', async () => {
    const { store } = watchedStore();
    await shownCalendar(store);
    store.dispatch(
      calendarActions.calendarMonthChanged(shiftMonth(calendar(store).lastLoadedMonth!, 2)),
    );
    expect(calendar(store).selectedMonth).not.toBeNull();
    store.dispatch(offerChosen({ offerId: 'x', via: 'flights' }));
    expect(calendar(store).selectedMonth).toBeNull();
  });

  it('after a booking the next load names the booked offer with the booking flag, then resets offerAfterBooking', async () => {
    const { store, calendarCalls } = watchedStore();
    const selected = await shownCalendar(store);
    store.dispatch(bookingCreated({ offerId: selected.id, checkoutId: 'bk-1' }));
    expect(calendar(store).offerAfterBooking).toBe(selected.id);
    // Off to the checkout and back: the calendar leaves the screen and returns.
    store.dispatch(calendarActions.calendarHidden());
    store.dispatch(calendarActions.calendarShown());
    await until(store, () => calendar(store).offerAfterBooking === null);
    expect(calendarCalls()[1]).toMatchObject({ booking: true, offerId: selected.id });
    store.dispatch(calendarActions.calendarHidden());
    store.dispatch(calendarActions.calendarShown());
    expect(calendarCalls()).toHaveLength(2);
  });
});
