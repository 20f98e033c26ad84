/** @jest-environment node */
import type { FavoritesInfo } from '../../src/api/types';
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
});
