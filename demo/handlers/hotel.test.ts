/** @jest-environment node */
import type {
  BeppersResponse,
  CalendarOffersResponse,
  CascadeOption,
  HotelInfo,
  HotelTextBlockType,
  Review,
  RoomBoardMatrixResponse,
} from '../../src/api/types';
import { getCatalogue } from '../catalogue';
import { decodeOfferId, encodeOfferId, isValidKey } from '../catalogue/offers';
import { startDemoServer } from '../testing/demoServer';
import { call, expectShape, requiredKeys } from '../testing/shape';

startDemoServer();

const hotelId = 100001;
const productSearch = {
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' },
  flight: { departureAirports: ['FRA', 'DUS'] },
};
const order: HotelTextBlockType[] = [
  'intro',
  'location',
  'facility',
  'room',
  'board',
  'beach',
  'kids',
  'sport',
  'sport_free',
  'sport_with_fee',
  'wellness',
  'entertainment',
  'additional_info',
  'important_info',
  'construction_sites',
];

async function initialOfferId(): Promise<string> {
  const { body } = await call('get_hoteldetail_offer', {
    params: { hotelId },
    body: { productSearch },
  });
  if (!body.initial) throw new Error('no initial offer');
  return body.initial.id;
}

describe('hotel detail', () => {
  it('describes the hotel with every text block in order, address parts, amenities and media', async () => {
    const { body } = await call('get_hoteldetail_info', {
      params: { hotelId },
      query: { locale: 'en-gb' },
    });
    const hotel = expectShape<HotelInfo>(
      body.hotel,
      requiredKeys<HotelInfo>()(
        'id',
        'giataCode',
        'name',
        'slugName',
        'slugPath',
        'category',
        'location',
        'content',
        'hotelAttributes',
        'ratings',
        'ratingSummaries',
        'features',
        'thumbnails',
        'address',
        'textBlocks',
        'amenities',
        'media',
        'reviewsUrl',
      ),
    );
    const types = hotel.textBlocks.map((block) => block.type);
    expect(types.slice(0, order.length)).toEqual(order);
    expect(types.slice(order.length).sort()).toEqual(['city', 'country', 'street', 'zip']);
    expect(hotel.media.images.length).toBeGreaterThanOrEqual(8);
    expect(hotel.media.images[0]?.link).toBe(`/demo-media/hotel/${hotelId}/0.svg`);
  });

  it('answers 404 for an unknown hotel', async () => {
    expect((await call('get_hoteldetail_info', { params: { hotelId: 1 } })).status).toBe(404);
  });

  it('loads initial, selected and original offers; unknown ids come back null', async () => {
    const id = await initialOfferId();
    const { body } = await call('get_hoteldetail_offer', {
      params: { hotelId },
      body: { productSearch, selectedOfferId: id, originalOfferId: 'gone' },
    });
    expect(body.selected?.id).toBe(id);
    expect(body.original).toBeNull();
  });

  describe('the offer the hotel page starts on (docs/rules/hotel-offers.md)', () => {
    const boards = getCatalogue().hotelsById.get(hotelId)?.boards ?? [];
    // The dearest board: never the one chosen without a filter.
    const board = boards[boards.length - 1] ?? 'AI';
    const filtered = { ...productSearch, hotel: { rooms: [{ boardCodeList: [board] }] } };
    const offer = async (body: Record<string, unknown>) =>
      (await call('get_hoteldetail_offer', { params: { hotelId }, body })).body;

    it('chooses the initial offer within the carried board filter', async () => {
      const plain = await offer({ productSearch });
      const within = await offer({ productSearch: filtered });
      expect(decodeOfferId(plain.initial!.id)?.board).not.toBe(board);
      expect(decodeOfferId(within.initial!.id)?.board).toBe(board);
      expect(within.selected?.id).toBe(within.initial?.id);
    });

    it('opens exactly the clicked offer while it is sold', async () => {
      const clicked = (await offer({ productSearch: filtered })).initial!.id;
      expect(
        (await offer({ productSearch: filtered, selectedOfferId: clicked })).selected?.id,
      ).toBe(clicked);
    });

    it('replaces a clicked offer no longer sold by the closest one within the filters', async () => {
      const catalogue = getCatalogue();
      const hotel = catalogue.hotelsById.get(hotelId)!;
      const initial = decodeOfferId((await offer({ productSearch: filtered })).initial!.id)!;
      // Another sold day than the initial offer's, so the answer cannot be the initial offer.
      const clicked = [1, 2, 3, 4, 5, 6, 7, 8]
        .map((shift) => ({ ...initial, day: initial.day + shift }))
        .find((key) => isValidKey(catalogue, hotel, key))!;
      const gone = encodeOfferId({ ...clicked, room: 'ZZ' });
      const { selected } = await offer({ productSearch: filtered, selectedOfferId: gone });
      expect(selected!.id).not.toBe(gone);
      expect(decodeOfferId(selected!.id)).toMatchObject({
        day: clicked.day,
        nights: clicked.nights,
        airport: clicked.airport,
        board,
      });
    });

    it('keeps the replacement within the carried price cap while the search has one there', async () => {
      const cheapest = (await offer({ productSearch: filtered })).initial!;
      const max = cheapest.price.perPersonAmount;
      const capped = { ...filtered, price: { max } };
      const start = decodeOfferId(cheapest.id)!;
      let dearDay: string | null = null;
      for (let shift = 1; shift <= 14 && !dearDay; shift += 1) {
        const gone = encodeOfferId({ ...start, day: start.day + shift, room: 'ZZ' });
        const sameDay = (await offer({ productSearch: filtered, selectedOfferId: gone })).selected;
        if (sameDay && sameDay.price.perPersonAmount > max) dearDay = gone;
      }
      if (!dearDay) throw new Error('every day of the test search costs the same');
      const { selected } = await offer({ productSearch: capped, selectedOfferId: dearDay });
      expect(selected!.price.perPersonAmount).toBeLessThanOrEqual(max);
      expect(decodeOfferId(selected!.id)?.board).toBe(board);
    });
  });

  it('shows reviews on the 6-point scale, newest first', async () => {
    const { body } = await call('get_hoteldetail_reviews', {
      params: { hotelId },
      body: { productSearch, limit: 6 },
    });
    expect(body.reviews.length).toBeGreaterThan(0);
    expect(body.reviews.length).toBeLessThanOrEqual(6);
    for (const review of body.reviews) {
      expectShape<Review>(
        review,
        requiredKeys<Review>()('title', 'image', 'rating', 'date', 'text', 'userName', 'link'),
      );
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(6);
    }
    const dates = body.reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists beppers', async () => {
    const { body } = await call('get_hoteldetail_beppers', { params: { hotelId } });
    expectShape<BeppersResponse>(body, requiredKeys<BeppersResponse>()('beppers'));
  });

  it('gives one calendar offer per day of the month', async () => {
    const { body } = await call('get_hotel_calendar_offers', {
      params: { hotelId },
      body: {
        productSearch,
        from: '2026-06-01',
        los: 7,
        calendarMonth: '01-06-2026',
        isFirstLoad: true,
      },
    });
    const calendar = expectShape<CalendarOffersResponse>(
      body,
      requiredKeys<CalendarOffersResponse>()(
        'success',
        'calendarMonth',
        'offers',
        'cheapestOfferId',
      ),
    );
    expect(calendar.calendarMonth).toBe('01-06-2026');
    expect(calendar.offers).toHaveLength(30);
    expect(
      calendar.offers.every((o) => o.lengthOfStay === 7 && o.departureDate.startsWith('2026-06')),
    ).toBe(true);
    expect(calendar.offers.map((o) => o.id)).toContain(calendar.cheapestOfferId);
  });

  it('narrows the cascade: stay length, airport, month, date', async () => {
    const los = await call('cascade_los', { params: { hotelId }, body: { productSearch } });
    expect(los.body.options.map((o) => o.value)).toContain('7');
    const airports = await call('cascade_airports', {
      params: { hotelId },
      body: { productSearch, selection: { los: 7 } },
    });
    // The searched airports first, then the hubs the visitor may fly from instead.
    expect(airports.body.options.map((o) => o.value)).toEqual(['FRA', 'DUS', 'MUC', 'HAM', 'BER']);
    const months = await call('cascade_months', {
      params: { hotelId },
      body: { productSearch, selection: { los: 7, airport: 'FRA' } },
    });
    expect(months.body.options).toHaveLength(12);
    const dates = await call('cascade_dates', {
      params: { hotelId },
      body: { productSearch, selection: { los: 7, airport: 'FRA', month: '2026-06' } },
    });
    expect(dates.body.options).toHaveLength(30);
    for (const option of [...los.body.options, ...dates.body.options]) {
      expectShape<CascadeOption>(
        option,
        requiredKeys<CascadeOption>()('value', 'label', 'perPersonAmount', 'offerId', 'available'),
      );
    }
    const dropdown = await call('dropdown_cascade', {
      params: { hotelId },
      body: { productSearch, selection: { los: 7, airport: 'FRA', month: '2026-06' } },
    });
    const cheapest = [...dates.body.options].sort(
      (a, b) => a.perPersonAmount - b.perPersonAmount,
    )[0];
    expect(dropdown.body.selectedOffer?.id).toBe(cheapest?.offerId);
    const chosenDate = dates.body.options[3]!;
    const withDate = await call('dropdown_cascade', {
      params: { hotelId },
      body: {
        productSearch,
        selection: { los: 7, airport: 'FRA', month: '2026-06', date: chosenDate.value },
      },
    });
    expect(withDate.body.selectedOffer?.id).toBe(chosenDate.offerId);
  });

  it('keeps the offer the shop sent for its calendar day, even when another is cheaper', async () => {
    const request = {
      productSearch,
      from: '2026-06-01',
      los: 7,
      calendarMonth: '01-06-2026',
    };
    const plain = await call('get_hotel_calendar_offers', { params: { hotelId }, body: request });
    const day = plain.body.offers[4]!;
    const matrix = await call('room_board_matrix', {
      params: { hotelId },
      body: { productSearch, offerId: day.id },
    });
    const dearer = matrix.body.cells.find((cell) => cell.priceDifference > 0)!;
    const { body } = await call('get_hotel_calendar_offers', {
      params: { hotelId },
      body: { ...request, offerId: dearer.offerId },
    });
    expect(body.offers[4]?.id).toBe(dearer.offerId);
    expect(body.cheapestOfferId).toBe(dearer.offerId);
    expect(body.offers).toHaveLength(plain.body.offers.length);
  });

  it('reports the selected offer as sold out under the unavailable fault', async () => {
    const { body } = await call('get_hoteldetail_offer', {
      params: { hotelId },
      body: { productSearch },
      headers: { 'x-demo-fault': 'unavailable' },
    });
    expect(body.selected?.available).toBe(false);
    expect(body.initial?.available).toBe(true);
  });

  it('prices every room and board, and other flights, against the offer', async () => {
    const offerId = await initialOfferId();
    const matrix = await call('room_board_matrix', {
      params: { hotelId },
      body: { productSearch, offerId },
    });
    const typed = expectShape<RoomBoardMatrixResponse>(
      matrix.body,
      requiredKeys<RoomBoardMatrixResponse>()('success', 'rooms', 'boards', 'cells'),
    );
    expect(typed.cells).toHaveLength(typed.rooms.length * typed.boards.length);
    expect(typed.cells.find((c) => c.offerId === offerId)?.priceDifference).toBe(0);
    const departures = await call('flight_changer_departure', {
      params: { hotelId },
      body: { productSearch, offerId },
    });
    expect(departures.body.flights.filter((f) => f.selected)).toHaveLength(1);
    const returns = await call('flight_changer_return', {
      params: { hotelId },
      body: { productSearch, offerId },
    });
    expect(returns.body.flights.length).toBeGreaterThan(1);
    const alternatives = await call('flight_alternatives', {
      params: { hotelId },
      body: { productSearch, offerId },
    });
    expect(
      alternatives.body.offers.every((o) => o.departureAirport.code !== offerId.split('-')[3]),
    ).toBe(true);
    expect(
      (
        await call('room_board_matrix', {
          params: { hotelId },
          body: { productSearch, offerId: 'bad' },
        })
      ).status,
    ).toBe(404);
  });
});
