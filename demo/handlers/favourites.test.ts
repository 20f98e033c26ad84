/** @jest-environment node */
import type { FavoritesInfo, ProductSearch } from '../../src/api/types';
import { getCatalogue } from '../catalogue';
import { decodeOfferId } from '../catalogue/offers';
import { startDemoServer } from '../testing/demoServer';
import { expectResultItem } from '../testing/resultItem';
import { call, expectShape, requiredKeys } from '../testing/shape';

startDemoServer();

const visitor = (id: string) => ({ Cookie: `demo_visitor=${id}` });

describe('favourites', () => {
  it('keeps favourites per visitor cookie', async () => {
    await call('do_favorites_add', { body: { hotelId: 100001 }, headers: visitor('anna') });
    const added = await call('do_favorites_add', {
      body: { hotelId: 100002 },
      headers: visitor('anna'),
    });
    expect(added.body.info).toEqual({ count: 2, hotelIds: [100001, 100002] });
    const info = await call('get_favorites_info', { headers: visitor('anna') });
    expectShape<FavoritesInfo>(info.body, requiredKeys<FavoritesInfo>()('count', 'hotelIds'));
    expect((await call('get_favorites_info', { headers: visitor('ben') })).body.count).toBe(0);
    const removed = await call('do_favorites_remove', {
      body: { hotelId: 100001 },
      headers: visitor('anna'),
    });
    expect(removed.body.info.hotelIds).toEqual([100002]);
    const list = await call('get_favorites_list', { headers: visitor('anna') });
    expect(list.body.count).toBe(1);
    expectResultItem(list.body.items[0]);
  });

  it('hands a new visitor a demo_visitor cookie', async () => {
    const { response } = await call('get_favorites_info', { headers: { Cookie: '' } });
    expect(response.headers.get('set-cookie')).toMatch(/^demo_visitor=v-\d+; Path=\//);
  });

  it('refuses unknown hotels', async () => {
    const { body } = await call('do_favorites_add', {
      body: { hotelId: 42 },
      headers: visitor('anna'),
    });
    expect(body.success).toBe(false);
  });

  describe('per brand (docs/rules/favourites.md)', () => {
    const brand = (variant: string, id: string) => ({
      ...visitor(id),
      'X-Shop-Variant': variant,
    });

    it('counts each brand on its own, for the same visitor cookie', async () => {
      await call('do_favorites_add', {
        body: { hotelId: 100003 },
        headers: brand('alpina', 'cleo'),
      });
      const alpina = await call('get_favorites_info', { headers: brand('alpina', 'cleo') });
      const sunwave = await call('get_favorites_info', { headers: brand('sunwave', 'cleo') });
      expect(alpina.body).toEqual({ count: 1, hotelIds: [100003] });
      expect(sunwave.body).toEqual({ count: 0, hotelIds: [] });
      expect(
        (await call('get_favorites_list', { headers: brand('sunwave', 'cleo') })).body.count,
      ).toBe(0);
    });
  });

  describe('a favourite keeps its search (docs/rules/favourites.md)', () => {
    const room = getCatalogue().hotelsById.get(100001)!.rooms[1]!.code;
    const search: ProductSearch = {
      globalAttributes: { page: 2, resultsPerPage: 20 },
      destinations: ['es-mallorca'],
      travelPeriod: { departureDate: '2027-01-09', returnDate: '2027-01-16', duration: '7' },
      flight: { departureAirports: ['MUC'] },
      travellers: { adults: [{}, {}], children: [], babies: [] },
      hotel: { category: 5, rooms: [{ roomCodeList: [room] }] },
    };

    it('prices the hotel for the search it was saved from, and says when', async () => {
      const before = Date.now();
      await call('do_favorites_add', {
        body: { hotelId: 100001, search },
        headers: visitor('dora'),
      });
      const { body } = await call('get_favorites_list', { headers: visitor('dora') });
      const [item] = body.items;
      expectResultItem(item);
      const key = decodeOfferId(item!.offers[0]!.id)!;
      expect(key).toMatchObject({
        nights: 7,
        airport: 'MUC',
        room,
        party: { adults: 2, childAges: [] },
      });
      expect(item!.offers[0]!.departureDate).toBe('2027-01-09');
      // What picks hotels and pages does not belong to one saved hotel.
      expect(item!.search).toEqual({
        travelPeriod: search.travelPeriod,
        flight: search.flight,
        travellers: search.travellers,
        hotel: { rooms: [{ roomCodeList: [room] }] },
      });
      expect(Date.parse(item!.checkedAt!)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('keeps the newest search when a hotel is saved again', async () => {
      await call('do_favorites_add', {
        body: { hotelId: 100001, search },
        headers: visitor('emil'),
      });
      const later = { ...search, travelPeriod: { ...search.travelPeriod, duration: '10' } };
      await call('do_favorites_add', {
        body: { hotelId: 100001, search: later },
        headers: visitor('emil'),
      });
      const { body } = await call('get_favorites_list', { headers: visitor('emil') });
      expect(body.count).toBe(1);
      expect(body.items[0]?.search?.travelPeriod?.duration).toBe('10');
    });
  });
});
