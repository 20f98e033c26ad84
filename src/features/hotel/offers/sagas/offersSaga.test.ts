import { delay, http } from 'msw';
import type { HotelOfferRequest } from '../../../../api/types';
import { until } from '../../../../testing/featureStore';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { selectOffersFiltered } from '../hotelOffersSlice';
import { noOfferFilters, withOfferFilters } from '../model/offerFilters';
import { priceDifferenceKey } from '../model/priceDifference';
import { offerChosen, type OfferContext } from '../state/actions';
import {
  hotelOffersStore,
  offerArea,
  requestOffers,
  testContext,
  watchedHotelOffersStore,
} from '../testing/hotelOffersStore';

const server = setupDemoHost();

function watched() {
  const { store, calls, callsTo } = watchedHotelOffersStore();
  return { store, calls, offerCalls: () => callsTo('get_hoteldetail_offer') };
}

const settled = (store: ReturnType<typeof hotelOffersStore>) => () =>
  offerArea(store).offers.status === 'resolved' &&
  offerArea(store).offers.slots.selected.model?.id ===
    (offerArea(store).offers.selectedId ?? offerArea(store).offers.slots.initial.model?.id);

async function initialOffers(store: ReturnType<typeof hotelOffersStore>) {
  requestOffers(store);
  await until(store, settled(store));
  return offerArea(store).offers.slots;
}

/** Other offers of the same hotel: the room/board matrix of the initial offer. */
async function otherOfferIds(store: ReturnType<typeof hotelOffersStore>, count: number) {
  await until(store, () => offerArea(store).flights.roomBoard.status === 'resolved');
  const cells = offerArea(store).flights.roomBoard.matrix?.cells ?? [];
  const initialId = offerArea(store).offers.slots.initial.model?.id;
  return cells
    .filter((cell) => cell.offerId !== initialId)
    .slice(0, count)
    .map((c) => c.offerId);
}

afterEach(() => {
  delete process.env.DEMO_FAULTS;
  sessionStorage.clear();
});

describe('offer loading saga, run whole against a real store', () => {
  it('loads the initial offer, shows it as the selected one, then asks for its price difference', async () => {
    const { store, offerCalls, calls } = watched();
    const slots = await initialOffers(store);
    expect(slots.initial.model?.hotelId).toBe(100001);
    expect(slots.selected.model).toEqual(slots.initial.model);
    expect(offerCalls()).toHaveLength(1);
    expect(offerCalls()[0]?.params).toEqual({ hotelId: 100001 });
    expect(offerCalls()[0]?.query).toEqual({ locale: 'en-gb' });
    const id = slots.initial.model!.id;
    await until(store, () => priceDifferenceKey(id) in offerArea(store).offers.priceDifferences);
    expect(calls.filter((call) => call.route === 'get_price_diff_api')).toHaveLength(1);
  });

  it('a new selection cancels the pending load: its request is aborted and the newest wins', async () => {
    const { store, offerCalls } = watched();
    await initialOffers(store);
    const [first, second] = await otherOfferIds(store, 2);
    server.use(
      http.post('*/ajax/hoteldetail/:hotelId/offer', async ({ request }) => {
        const body = (await request.clone().json()) as HotelOfferRequest;
        if (body.selectedOfferId === first) await delay(1000);
      }),
    );
    store.dispatch(offerChosen({ offerId: first!, via: 'roomBoard' }));
    requestOffers(store, first!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    requestOffers(store, second!);
    await until(store, settled(store));
    expect(offerArea(store).offers.slots.selected.model?.id).toBe(second);
    const [, firstCall, secondCall] = offerCalls();
    expect(firstCall?.signal.aborted).toBe(true);
    expect(secondCall?.signal.aborted).toBe(false);
  });

  it('skips offers already present, and fetches them again on a forced reload', async () => {
    const { store, offerCalls } = watched();
    const slots = await initialOffers(store);
    const [other] = await otherOfferIds(store, 1);
    requestOffers(store, other!);
    await until(store, settled(store));
    expect(offerCalls()).toHaveLength(2);
    expect((offerCalls()[1]?.data as HotelOfferRequest).selectedOfferId).toBe(other);

    // Back to the initial offer: present, so no request.
    requestOffers(store, slots.initial.model!.id);
    await until(store, settled(store));
    requestOffers(store, null);
    await until(store, settled(store));
    expect(offerCalls()).toHaveLength(2);

    requestOffers(store, null, { force: true });
    expect(offerArea(store).offers.slots.initial.isLoading).toBe(true);
    await until(store, () => !offerArea(store).offers.slots.initial.isLoading);
    expect(offerCalls()).toHaveLength(3);
    expect(offerArea(store).offers.slots.selected.model?.id).toBe(slots.initial.model!.id);
  });

  it('keeps the offer the page was opened with as the original one', async () => {
    const store = hotelOffersStore();
    const opener = await initialOffers(store);
    const [other] = await otherOfferIds(store, 1);
    const fresh = hotelOffersStore();
    requestOffers(fresh, other!);
    await until(fresh, settled(fresh));
    requestOffers(fresh, opener.initial.model!.id);
    await until(fresh, settled(fresh));
    expect(offerArea(fresh).offers.slots.original.model?.id).toBe(other);
    expect(offerArea(fresh).offers.slots.selected.model?.id).toBe(opener.initial.model!.id);
  });

  it('availability add/remove: a sold-out offer is listed unavailable, and leaves the list when sold again', async () => {
    const store = hotelOffersStore();
    process.env.DEMO_FAULTS = 'get_hoteldetail_offer:unavailable';
    const slots = await initialOffers(store);
    const id = slots.selected.model!.id;
    expect(slots.selected.model?.available).toBe(false);
    expect(offerArea(store).offers.unavailable).toEqual([id]);

    delete process.env.DEMO_FAULTS;
    requestOffers(store, id, { force: true });
    await until(store, () => offerArea(store).offers.unavailable.length === 0);
    expect(offerArea(store).offers.slots.selected.model?.available).toBe(true);
  });

  it('replaces an offer the URL names that is no longer sold, and lists it unavailable', async () => {
    const store = hotelOffersStore();
    const gone = `${testContext().hotelId}-20000101-7-FRA-DBL-AI-2`;
    requestOffers(store, gone);
    await until(store, () => offerArea(store).offers.status === 'resolved');
    const { offers } = offerArea(store);
    expect(offers.unavailable).toEqual([gone]);
    expect(offers.selectedId).toBe(offers.slots.initial.model?.id);
    expect(offers.slots.selected.model?.id).toBe(offers.slots.initial.model?.id);
    expect(offers.replacedOfferId).toBe(gone);
  });

  it('starts afresh for another hotel', async () => {
    const store = hotelOffersStore();
    await initialOffers(store);
    requestOffers(store, null, { context: testContext(['FRA'], 100002) });
    expect(offerArea(store).offers.slots.initial.model).toBeNull();
    await until(store, settled(store));
    expect(offerArea(store).offers.slots.initial.model?.hotelId).toBe(100002);
  });

  it('marks the offers as failed when the server fails', async () => {
    process.env.DEMO_FAULTS = 'get_hoteldetail_offer:status=503';
    const store = hotelOffersStore();
    requestOffers(store);
    await until(store, () => offerArea(store).offers.status === 'rejected');
    expect(offerArea(store).offers.slots.initial).toEqual({ model: null, isLoading: false });
  });

  it('stores the price difference for 5 hours: a stored answer spares the call', async () => {
    const { store } = watched();
    const { initial } = await initialOffers(store);
    const key = priceDifferenceKey(initial.model!.id);
    await until(store, () => key in offerArea(store).offers.priceDifferences);
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toMatchObject({
      difference: offerArea(store).offers.priceDifferences[key]?.difference,
      expires: expect.any(Number),
    });

    const second = watched();
    const again = second.store;
    await initialOffers(again);
    await until(again, () => key in offerArea(again).offers.priceDifferences);
    expect(second.calls.filter((call) => call.route === 'get_price_diff_api')).toEqual([]);
    expect(offerArea(again).offers.priceDifferences[key]).toEqual(
      offerArea(store).offers.priceDifferences[key],
    );
  });
});

describe('offers within the filters carried from the result list, run whole against a real store', () => {
  /** The hotel's offers for the test search, filtered to one board as the list link carries it. */
  function boardContext(board: string): OfferContext {
    const base = testContext();
    const productSearch = withOfferFilters(base.productSearch, {
      ...noOfferFilters,
      boards: [board],
    });
    return { ...base, key: `${base.key}|${board}`, productSearch };
  }

  /** A board the hotel sells that the unfiltered initial offer does not have. */
  async function otherBoard() {
    const store = hotelOffersStore();
    const { initial } = await initialOffers(store);
    await until(store, () => offerArea(store).flights.roomBoard.status === 'resolved');
    const cells = offerArea(store).flights.roomBoard.matrix?.cells ?? [];
    const initialBoard = initial.model?.rooms[0]?.board.code;
    const cell = cells.find((c) => c.boardCode !== initialBoard);
    if (!cell) throw new Error('the test hotel sells one board only');
    return cell;
  }

  it('starts on the clicked offer, in its board, without a replacement notice', async () => {
    const clicked = await otherBoard();
    const store = hotelOffersStore();
    requestOffers(store, clicked.offerId, { context: boardContext(clicked.boardCode) });
    await until(store, settled(store));
    const { offers } = offerArea(store);
    expect(offers.slots.selected.model?.id).toBe(clicked.offerId);
    expect(offers.slots.selected.model?.rooms[0]?.board.code).toBe(clicked.boardCode);
    expect(offers.replacedOfferId).toBeNull();
    expect(selectOffersFiltered(store.getState())).toBe(true);
  });

  it('without a clicked offer, starts on the cheapest offer in the carried board', async () => {
    const { boardCode } = await otherBoard();
    const store = hotelOffersStore();
    requestOffers(store, null, { context: boardContext(boardCode) });
    await until(store, settled(store));
    expect(offerArea(store).offers.slots.selected.model?.rooms[0]?.board.code).toBe(boardCode);
  });

  it('replaces a clicked offer no longer sold by one in the carried board, and says so', async () => {
    const { boardCode } = await otherBoard();
    const store = hotelOffersStore();
    const gone = 'no-longer-sold';
    requestOffers(store, gone, { context: boardContext(boardCode) });
    await until(store, () => offerArea(store).offers.status === 'resolved');
    const { offers } = offerArea(store);
    expect(offers.replacedOfferId).toBe(gone);
    expect(offers.slots.selected.model?.rooms[0]?.board.code).toBe(boardCode);
    expect(selectOffersFiltered(store.getState())).toBe(true);
  });
});
