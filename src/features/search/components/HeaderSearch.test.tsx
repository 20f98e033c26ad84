import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { currentLocation, renderAtRoute } from '../../../testing/renderAtRoute';
import { lastSeenKey } from '../model/lastSeenSearch';
import HeaderSearch from './HeaderSearch';

setupDemoHost();

const renderHeaderSearch = (url: string) => renderAtRoute(<HeaderSearch />, url, 'resultlist');
const location = currentLocation;

describe('header autocomplete', () => {
  it('searches a picked place, keeping the rest of the current search, and remembers it', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    renderHeaderSearch('/en-gb/search?dep=FRA&adults=3');
    await user.type(
      screen.getByRole('combobox', { name: 'Search destinations and hotels' }),
      'Crete',
    );
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await user.click(within(listbox).getAllByRole('option', { name: /^Crete/ })[0]!);
    const query = new URLSearchParams(location().split('?')[1]);
    expect(location()).toMatch(/^\/en-gb\/search\?/);
    expect(query.get('dest')).toBe('gr-crete');
    expect(query.get('dep')).toBe('FRA');
    expect(query.get('adults')).toBe('3');
    // Remembered like a search from the mask, so the homepage's last-seen slide offers it.
    const remembered = JSON.parse(localStorage.getItem(lastSeenKey) ?? '{}');
    expect(remembered).toMatchObject({
      pageType: 'resultlist',
      destination: { name: expect.stringMatching(/^Crete/) },
      airport: { name: 'FRA' },
      productSearch: { destinations: ['gr-crete'], flight: { departureAirports: ['FRA'] } },
    });
    expect(remembered.productSearch.travellers.adults).toHaveLength(3);
  });

  it('goes straight to the page of a picked hotel', async () => {
    const user = userEvent.setup();
    renderHeaderSearch('/en-gb');
    await user.type(
      screen.getByRole('combobox', { name: 'Search destinations and hotels' }),
      'Hotel',
    );
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    const hotel = within(listbox)
      .getAllByRole('option')
      .find((option) => /Hotel ·/.test(option.textContent ?? ''));
    expect(hotel).toBeDefined();
    await user.click(hotel!);
    expect(location()).toMatch(/^\/en-gb\/hotel\/[\w-]+(\/[\w-]+)*\/[\w-]+-\d+$/);
  });

  it('shows the answers to text typed into the stand-in field before it took over', async () => {
    renderAtRoute(
      <HeaderSearch handover={{ query: 'Crete', focused: true }} />,
      '/en-gb/search?dep=FRA',
      'resultlist',
    );
    const field = screen.getByRole('combobox', { name: 'Search destinations and hotels' });
    expect(field).toHaveValue('Crete');
    expect(field).toHaveFocus();
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(within(listbox).getAllByRole('option', { name: /^Crete/ }).length).toBeGreaterThan(0);
  });
});
