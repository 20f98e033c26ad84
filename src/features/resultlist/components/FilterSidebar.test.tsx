import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FilterOption } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { FacetGroups, ListFilters } from '../../search';
import { makeTestStore } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { shellActions } from '../../shell';
import { FilterSidebar } from './FilterSidebar';
import { emptyFilters as noFilters } from '../../search';
import { layoutWithRates } from '../../../testing/layoutWithRates';

// Entering a route starts the shell's page and layout loads: the demo host answers them.
setupDemoHost();

function option(value: string, label: string, count: number, active = false): FilterOption {
  return { value, label, count, available: count > 0, active };
}

const facets: FacetGroups = {
  price: [option('500', 'up to €500', 12), option('800', 'up to €800', 40)],
  rating: [option('5.5', '5.5+', 0), option('5.0', '5.0+', 8)],
  category: [option('4', '4+ stars', 9), option('5', '5+ stars', 2)],
  amenities: [option('pool', 'Pool', 30), option('spa', 'Spa', 0)],
  board: [option('AI', 'All inclusive', 14), option('HB', 'Half board', 20)],
  room: [option('DZ', 'Double room', 41)],
  view: [option('SEA', 'Sea view', 7)],
};

function renderSidebar(initial: ListFilters = noFilters, expanded = true) {
  const onChange = jest.fn();
  const onClose = jest.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    const [open, setOpen] = useState(expanded);
    return (
      <FilterSidebar
        facets={facets}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        expanded={open}
        onOpen={() => setOpen(true)}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { user: userEvent.setup(), onChange, onClose };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('FilterSidebar', () => {
  it('is closed by default and opens from the "Filter results" trigger', async () => {
    renderWithProviders(
      <FilterSidebar facets={facets} value={noFilters} onChange={jest.fn()} onClose={jest.fn()} />,
    );
    expect(screen.queryByRole('group', { name: 'Rating' })).not.toBeInTheDocument();

    const { user } = renderSidebar(noFilters, false);
    const trigger = screen.getByRole('button', { name: 'Filter results' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Filter results' })).toBeInTheDocument();
  });

  it('docked beside the results, is open without a trigger or a way to close it', () => {
    renderWithProviders(
      <FilterSidebar
        facets={facets}
        value={noFilters}
        onChange={jest.fn()}
        onOpen={jest.fn()}
        onClose={jest.fn()}
        docked
      />,
    );
    const panel = screen.getByRole('region', { name: 'Filter results' });
    expect(within(panel).getByRole('group', { name: 'Board type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to your results' })).not.toBeInTheDocument();
  });

  it('is a drawer below the docked width: focus inside, Escape and "Show N results" close it', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    function Drawer() {
      const [open, setOpen] = useState(false);
      return (
        <FilterSidebar
          facets={facets}
          value={noFilters}
          onChange={jest.fn()}
          expanded={open}
          onOpen={() => setOpen(true)}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          resultCount={53}
        />
      );
    }
    renderWithProviders(<Drawer />);
    const trigger = screen.getByRole('button', { name: 'Filter results' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Filter results' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    // The list behind the drawer does not scroll while it is open.
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Show 53 results' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Filter results' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with "Back to your results"', async () => {
    const { user, onClose } = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Back to your results' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Filter results' })).not.toBeInTheDocument();
  });

  it('shows the groups in their fixed order, each a fieldset with a legend', () => {
    renderSidebar();
    expect(screen.getAllByRole('group').map((g) => g.firstChild?.textContent)).toEqual([
      'Price per person',
      'Rating',
      'Category',
      'Amenities',
      'Board type',
      'Room type',
      'View type',
    ]);
  });

  it('picks one price threshold as a number and clears it with "Any"', async () => {
    const { user, onChange } = renderSidebar();
    const price = group('Price per person');
    expect(within(price).getByRole('radio', { name: 'Any' })).toBeChecked();
    await user.click(within(price).getByRole('radio', { name: 'up to €800 (40)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, maxPrice: 800 });
    expect(within(price).getByRole('radio', { name: 'up to €800 (40)' })).toBeChecked();
    await user.click(within(price).getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith(noFilters);
  });

  it('reads decimal rating and star thresholds', async () => {
    const { user, onChange } = renderSidebar();
    await user.click(within(group('Rating')).getByRole('radio', { name: '5.0+ (8)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, minRating: 5 });
    await user.click(within(group('Category')).getByRole('radio', { name: '4+ stars (9)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, minRating: 5, category: 4 });
  });

  it('toggles several boards as checkboxes', async () => {
    const { user, onChange } = renderSidebar();
    const board = group('Board type');
    await user.click(within(board).getByRole('checkbox', { name: 'All inclusive (14)' }));
    await user.click(within(board).getByRole('checkbox', { name: 'Half board (20)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, boards: ['AI', 'HB'] });
    await user.click(within(board).getByRole('checkbox', { name: 'All inclusive (14)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, boards: ['HB'] });
  });

  it('disables unavailable options unless they are chosen', () => {
    renderSidebar({ ...noFilters, amenities: ['spa'] });
    expect(within(group('Rating')).getByRole('radio', { name: '5.5+ (0)' })).toBeDisabled();
    const spa = within(group('Amenities')).getByRole('checkbox', { name: 'Spa (0)' });
    expect(spa).toBeEnabled();
    expect(spa).toBeChecked();
  });

  it('marks the panel busy while the next answer loads, its counts as they were', () => {
    renderWithProviders(
      <FilterSidebar
        facets={facets}
        value={{ ...noFilters, boards: ['HB'] }}
        onChange={jest.fn()}
        onClose={jest.fn()}
        expanded
        busy
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Filter results' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(
      within(group('Board type')).getByRole('checkbox', { name: 'All inclusive (14)' }),
    ).toBeEnabled();
  });

  it('shows the current filters as checked', () => {
    renderSidebar({ ...noFilters, category: 5, views: ['SEA'] });
    expect(within(group('Category')).getByRole('radio', { name: '5+ stars (2)' })).toBeChecked();
    expect(
      within(group('View type')).getByRole('checkbox', { name: 'Sea view (7)' }),
    ).toBeChecked();
  });

  it('says price thresholds in the market currency, not the hub currency of the server labels', () => {
    const store = makeTestStore();
    store.dispatch(
      shellActions.routeEntered({ name: 'resultlist', locale: 'en-gb', params: {}, pathname: '/' }),
    );
    store.dispatch(shellActions.layoutLoaded(layoutWithRates({ GBP: 0.85 })));
    renderWithProviders(
      <FilterSidebar
        facets={facets}
        value={noFilters}
        onChange={jest.fn()}
        onClose={jest.fn()}
        expanded
      />,
      { store },
    );
    const price = group('Price per person');
    expect(within(price).getByRole('radio', { name: 'up to £425 (12)' })).toBeEnabled();
    expect(within(price).getByRole('radio', { name: 'up to £680 (40)' })).toBeEnabled();
    expect(within(price).queryByRole('radio', { name: /€/ })).not.toBeInTheDocument();
  });

  it('shows a choice at once, before the URL round trip hands back the new filters', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <FilterSidebar
        facets={facets}
        value={noFilters}
        onChange={onChange}
        onClose={jest.fn()}
        expanded
      />,
    );
    const user = userEvent.setup();
    const board = group('Board type');
    await user.click(within(board).getByRole('checkbox', { name: 'Half board (20)' }));
    expect(within(board).getByRole('checkbox', { name: 'Half board (20)' })).toBeChecked();
    await user.click(within(board).getByRole('checkbox', { name: 'All inclusive (14)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, boards: ['HB', 'AI'] });
  });

  it('follows new filters from the URL over an earlier choice', async () => {
    const user = userEvent.setup();
    const view = (value: ListFilters) => (
      <FilterSidebar
        facets={facets}
        value={value}
        onChange={jest.fn()}
        onClose={jest.fn()}
        expanded
      />
    );
    const { rerender } = renderWithProviders(view(noFilters));
    await user.click(
      within(group('Board type')).getByRole('checkbox', { name: 'Half board (20)' }),
    );
    // Back navigation: the URL now says something else than the click did.
    rerender(view({ ...noFilters, views: ['SEA'] }));
    expect(
      within(group('Board type')).getByRole('checkbox', { name: 'Half board (20)' }),
    ).not.toBeChecked();
    expect(
      within(group('View type')).getByRole('checkbox', { name: 'Sea view (7)' }),
    ).toBeChecked();
  });
});
