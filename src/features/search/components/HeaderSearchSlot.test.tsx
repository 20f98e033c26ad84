import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { currentLocation, renderAtRoute } from '../../../testing/renderAtRoute';
import { HeaderSearchSlot } from './HeaderSearchSlot';

setupDemoHost();

// The autocomplete's module is spied on, to tell whether the slot has asked for its chunk yet.
const mockLoads = jest.fn();
jest.mock('./HeaderSearch', () => {
  const actual = jest.requireActual('./HeaderSearch');
  mockLoads();
  return actual;
});

beforeEach(() => mockLoads.mockClear());

describe('header search slot', () => {
  it('shows a named field without loading the autocomplete until the visitor comes near it', async () => {
    renderAtRoute(<HeaderSearchSlot />, '/en-gb/search?dep=FRA', 'resultlist');
    const field = screen.getByRole('combobox', { name: 'Search destinations and hotels' });
    expect(field).toHaveAttribute('placeholder', 'Destination or hotel');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(mockLoads).not.toHaveBeenCalled();

    await userEvent.hover(field);
    await waitFor(() => expect(mockLoads).toHaveBeenCalledTimes(1));
  });

  it('hands the typed text and the focus over to the autocomplete, which then searches', async () => {
    const user = userEvent.setup();
    renderAtRoute(<HeaderSearchSlot />, '/en-gb/search?dep=FRA&adults=3', 'resultlist');
    const standIn = screen.getByRole('combobox', { name: 'Search destinations and hotels' });
    // Focus asks for the chunk; text typed before it is in is not lost.
    act(() => {
      standIn.focus();
      fireEvent.input(standIn, { target: { value: 'Cre' } });
    });
    expect(standIn).toHaveValue('Cre');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search destinations and hotels' })).not.toBe(
        standIn,
      ),
    );
    const autocomplete = screen.getByRole('combobox', { name: 'Search destinations and hotels' });
    expect(autocomplete).toHaveValue('Cre');
    expect(autocomplete).toHaveFocus();

    await user.keyboard('te');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await user.click(within(listbox).getAllByRole('option', { name: /^Crete/ })[0]!);
    const query = new URLSearchParams(currentLocation().split('?')[1]);
    expect(query.get('dest')).toBe('gr-crete');
    expect(query.get('adults')).toBe('3');
  });
});
