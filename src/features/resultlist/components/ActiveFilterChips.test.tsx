import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FilterOption } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { emptyFilters } from '../../search';
import type { FacetGroups, ListFilters } from '../../search';
import { ActiveFilterChips } from './ActiveFilterChips';

function option(value: string, label: string, count: number): FilterOption {
  return { value, label, count, available: count > 0, active: false };
}

const facets: FacetGroups = {
  price: [option('500', 'up to €500', 12)],
  rating: [option('5.0', '5.0+', 8)],
  category: [option('4', '4+ stars', 9)],
  amenities: [option('pool', 'Pool', 30)],
  board: [option('AI', 'All inclusive', 14), option('HB', 'Half board', 20)],
  room: [],
  view: [],
};

function renderChips(initial: ListFilters, language: 'en' | 'de' = 'en') {
  const onChange = jest.fn();
  const onEmptied = jest.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <ActiveFilterChips
          facets={facets}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          onEmptied={onEmptied}
        />
        <p>{JSON.stringify(value)}</p>
      </>
    );
  }
  renderWithProviders(<Harness />, { language });
  return { user: userEvent.setup(), onChange, onEmptied };
}

const chips = () => screen.getByRole('group', { name: 'Active filters' });

describe('ActiveFilterChips (docs/rules/result-list.md)', () => {
  it('shows nothing without filters', () => {
    renderChips(emptyFilters);
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('lists each chosen filter as a button that removes it, in the sidebar order', async () => {
    const { user, onChange } = renderChips({ ...emptyFilters, category: 4, boards: ['AI', 'HB'] });
    const buttons = within(chips()).getAllByRole('button', { name: /^Remove filter/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      '4+ stars ×',
      'All inclusive ×',
      'Half board ×',
    ]);
    await user.click(within(chips()).getByRole('button', { name: 'Remove filter: All inclusive' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilters, category: 4, boards: ['HB'] });
    // The neighbour takes the focus, so the keyboard stays in the chips.
    expect(
      within(chips()).getByRole('button', { name: 'Remove filter: Half board' }),
    ).toHaveFocus();
  });

  it('removes every filter at once and hands the focus on when none is left', async () => {
    const { user, onChange, onEmptied } = renderChips({
      ...emptyFilters,
      maxPrice: 500,
      amenities: ['pool'],
    });
    await user.click(within(chips()).getByRole('button', { name: 'Remove all filters' }));
    expect(onChange).toHaveBeenLastCalledWith(emptyFilters);
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(onEmptied).toHaveBeenCalledTimes(1);
  });

  it('hands the focus on when the last chip is removed', async () => {
    const { user, onEmptied } = renderChips({ ...emptyFilters, minRating: 5 });
    expect(within(chips()).queryByRole('button', { name: 'Remove all filters' })).toBeNull();
    await user.click(within(chips()).getByRole('button', { name: 'Remove filter: 5.0+' }));
    expect(onEmptied).toHaveBeenCalledTimes(1);
  });

  it('names a chosen value the host no longer lists by its value, still removable', async () => {
    const { user, onChange } = renderChips({ ...emptyFilters, views: ['SEA'] });
    await user.click(within(chips()).getByRole('button', { name: 'Remove filter: SEA' }));
    expect(onChange).toHaveBeenLastCalledWith(emptyFilters);
  });

  it('speaks German', () => {
    renderChips({ ...emptyFilters, boards: ['AI'] }, 'de');
    const group = screen.getByRole('group', { name: 'Aktive Filter' });
    expect(
      within(group).getByRole('button', { name: 'Filter entfernen: All inclusive' }),
    ).toBeInTheDocument();
  });
});
