import type { CascadeRequest } from '../../../../api/types';
import { until } from '../../../../testing/featureStore';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { offerChosen, type OfferContext } from '../state/actions';
import { cascadeActions } from '../state/cascadeSlice';
import { searchActions } from '../../../search';
import {
  hotelOffersStore,
  offerArea,
  requestOffers,
  testContext,
  watchedHotelOffersStore,
} from '../testing/hotelOffersStore';

setupDemoHost();

type Store = ReturnType<typeof hotelOffersStore>;

function watchedStore() {
  const { store, calls } = watchedHotelOffersStore();
  return { store, routes: () => calls.map((call) => call.route), calls };
}

const cascade = (store: Store) => offerArea(store).cascade;
const column = (store: Store, name: 'los' | 'airports' | 'months' | 'dates') =>
  cascade(store).columns[name];

async function shownCascade(store: Store, context?: OfferContext) {
  requestOffers(store, null, { context });
  store.dispatch(cascadeActions.cascadeShown());
  await until(store, () => column(store, 'dates').status === 'resolved');
  return offerArea(store).offers.slots.selected.model!;
}

describe('hotel cascade saga: columns, the whole cascade at once, auto-selection', () => {
  it('fills all four columns for the selected offer in one call when the cascade shows', async () => {
    const { store, routes } = watchedStore();
    const selected = await shownCascade(store);
    expect(routes().filter((route) => route.startsWith('cascade_'))).toEqual([]);
    expect(routes().filter((route) => route === 'dropdown_cascade')).toHaveLength(1);
    expect(cascade(store).selection).toEqual({
      los: selected.lengthOfStay,
      airport: selected.departureAirport.code,
      month: selected.departureDate.slice(0, 7),
      date: selected.departureDate,
    });
    expect(column(store, 'airports').options.map((o) => o.value)).toContain('FRA');
    expect(column(store, 'dates').options.map((o) => o.value)).toContain(selected.departureDate);
  });

  it('narrows column by column, and a date selects its offer', async () => {
    const { store } = watchedStore();
    await shownCascade(store, testContext([]));
    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'los', value: '7' }));
    expect(column(store, 'airports').status).toBe('loading');
    expect(column(store, 'months').options).toEqual([]);
    // A change of a cascade column stops the flight changer from loading.
    expect(offerArea(store).flights.shouldLoad).toBe(false);
    await until(store, () => column(store, 'airports').status === 'resolved');
    // No preselected airports: nothing is chosen for the visitor.
    expect(offerArea(store).offers.navigation).toBeNull();

    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'airports', value: 'MUC' }));
    await until(store, () => column(store, 'months').status === 'resolved');
    const month = column(store, 'months').options[1]!.value;
    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'months', value: month }));
    await until(store, () => column(store, 'dates').status === 'resolved');
    expect(cascade(store).selection).toEqual({ los: 7, airport: 'MUC', month });
    const date = column(store, 'dates').options[2]!;
    expect(date.value.startsWith(month)).toBe(true);

    store.dispatch(offerChosen({ offerId: date.offerId, via: 'cascade', date: date.value }));
    expect(cascade(store).selection.date).toBe(date.value);
    expect(cascade(store).lastSelectedColumn).toBe('dates');
    expect(offerArea(store).offers.navigation).toEqual({ offerId: date.offerId, replace: false });
    requestOffers(store, date.offerId, { context: testContext([]) });
    await until(store, () => offerArea(store).offers.slots.selected.model?.id === date.offerId);
    const offer = offerArea(store).offers.slots.selected.model!;
    expect([offer.lengthOfStay, offer.departureAirport.code, offer.departureDate]).toEqual([
      7,
      'MUC',
      date.value,
    ]);
    expect(offerArea(store).flights.shouldLoad).toBe(true);
  });

  it('auto-selects the cheapest offer at the preselected airports when the airports load after a stay length', async () => {
    const { store, calls } = watchedStore();
    const context = testContext(['FRA', 'DUS']);
    await shownCascade(store, context);
    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'los', value: '10' }));
    await until(store, () => offerArea(store).offers.navigation !== null);
    const airports = column(store, 'airports').options;
    const preselected = airports.filter((o) => ['FRA', 'DUS'].includes(o.value));
    const cheapest = [...preselected].sort((a, b) => a.perPersonAmount - b.perPersonAmount)[0]!;
    expect(airports.length).toBeGreaterThan(preselected.length);
    expect(offerArea(store).offers.navigation).toEqual({
      offerId: cheapest.offerId,
      replace: true,
    });
    expect(cascade(store).selection).toEqual({ los: 10, airport: cheapest.value });
    expect(cascade(store).lastSelectedColumn).toBe('airports');
    await until(store, () => column(store, 'months').status === 'resolved');
    const monthsCall = calls.find((call) => call.route === 'cascade_months');
    expect((monthsCall?.data as CascadeRequest).selection).toEqual({
      los: 10,
      airport: cheapest.value,
    });
  });

  it('takes the region groups from the search mask when it has loaded them', async () => {
    const { store, routes } = watchedStore();
    store.dispatch(searchActions.optionsRequested('en-gb'));
    store.dispatch(
      searchActions.optionsLoaded({
        locale: 'en-gb',
        destinations: [],
        airports: {
          countries: [],
          groups: [
            {
              key: 'South',
              name: 'Germany South',
              countryCode: 'DE',
              airportCodes: ['FRA', 'MUC', 'STR', 'NUE'],
            },
          ],
        },
      }),
    );
    await shownCascade(store, testContext(['South']));
    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'los', value: '10' }));
    await until(store, () => offerArea(store).offers.navigation !== null);
    expect(['FRA', 'MUC', 'STR', 'NUE']).toContain(cascade(store).selection.airport);
    expect(routes().filter((route) => route === 'departure_airports')).toHaveLength(0);
  });

  it('reads a German region key of the search as its airports for the auto-selection', async () => {
    const { store, routes } = watchedStore();
    await shownCascade(store, testContext(['South']));
    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'los', value: '10' }));
    await until(store, () => offerArea(store).offers.navigation !== null);
    const airports = column(store, 'airports').options;
    const south = airports.filter(
      (o) => o.available && ['FRA', 'MUC', 'STR', 'NUE'].includes(o.value),
    );
    const cheapest = [...south].sort((a, b) => a.perPersonAmount - b.perPersonAmount)[0]!;
    expect(cascade(store).selection).toEqual({ los: 10, airport: cheapest.value });
    expect(routes().filter((route) => route === 'departure_airports')).toHaveLength(1);
  });

  it('does not auto-select when the airports arrive with the whole cascade, no stay length chosen', async () => {
    const { store } = watchedStore();
    await shownCascade(store, testContext(['FRA']));
    store.dispatch(cascadeActions.cascadeRetried());
    store.dispatch(cascadeActions.cascadeShown());
    await until(store, () => column(store, 'airports').status === 'resolved');
    expect(cascade(store).lastSelectedColumn).toBeNull();
    expect(offerArea(store).offers.navigation).toBeNull();
  });

  it('follows an offer chosen elsewhere, but not while the visitor is half-way through the columns', async () => {
    const { store, routes } = watchedStore();
    await shownCascade(store, testContext([]));
    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'los', value: '7' }));
    await until(store, () => column(store, 'airports').status === 'resolved');
    await until(store, () => offerArea(store).flights.roomBoard.status === 'resolved');
    const other = offerArea(store).flights.roomBoard.matrix!.cells.find(
      (cell) => cell.offerId !== offerArea(store).offers.selectedId,
    )!;
    store.dispatch(offerChosen({ offerId: other.offerId, via: 'roomBoard' }));
    requestOffers(store, other.offerId, { context: testContext([]) });
    await until(store, () => offerArea(store).offers.slots.selected.model?.id === other.offerId);
    expect(routes().filter((route) => route === 'dropdown_cascade')).toHaveLength(1);
    expect(cascade(store).selection).toEqual({ los: 7 });
  });
});
