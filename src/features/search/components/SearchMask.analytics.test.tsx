import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { currentLocation, renderAtRoute } from '../../../testing/renderAtRoute';
import { SearchMask } from './SearchMask';

setupDemoHost();

describe('search mask and analytics: a search re-arms the list-load trigger', () => {
  it('says a search was applied before it navigates, and only then', async () => {
    const user = userEvent.setup();
    const { store } = renderAtRoute(<SearchMask />, '/en-gb/search?dest=es-mallorca', 'resultlist');
    const seen: { action: string; location: string }[] = [];
    const dispatch = store.dispatch;
    jest.spyOn(store, 'dispatch').mockImplementation((action) => {
      seen.push({ action: (action as Action).type, location: currentLocation() });
      return dispatch(action);
    });
    const mask = screen.getByRole('search', { name: 'Search holidays' });
    await user.click(within(mask).getByRole('checkbox', { name: 'Direct flights only' }));
    expect(seen.filter((entry) => entry.action === 'analytics/searchMaskChanged')).toEqual([]);
    await user.click(within(mask).getByRole('button', { name: 'Search' }));
    expect(seen.filter((entry) => entry.action === 'analytics/searchMaskChanged')).toEqual([
      { action: 'analytics/searchMaskChanged', location: '/en-gb/search?dest=es-mallorca' },
    ]);
    expect(currentLocation()).toMatch(/stops=0/);
  });
});
