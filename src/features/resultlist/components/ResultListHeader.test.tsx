import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortingInfo } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { ListParams } from '../../search';
import { ResultListHeader, type ResultListHeaderProps } from './ResultListHeader';

const sorting: SortingInfo = {
  selected: 'price',
  default: 'price',
  options: [
    { value: 'price', label: 'Price (lowest first)' },
    { value: 'rating', label: 'Guest rating' },
  ],
};

const params: ListParams = {
  sort: 'price',
  page: 3,
  resultsPerPage: 20,
  perPerson: true,
  filters: { amenities: [], boards: [], rooms: [], views: [] },
};

function renderHeader(props: Partial<ResultListHeaderProps> = {}, language: 'en' | 'de' = 'en') {
  const handlers = {
    onParamsChange: jest.fn(),
    onOpenFilters: jest.fn(),
    onToggleMap: jest.fn(),
  };
  renderWithProviders(
    <ResultListHeader
      count={1234}
      sorting={sorting}
      params={params}
      mapOpen={false}
      {...handlers}
      {...props}
    />,
    { language },
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('ResultListHeader', () => {
  it('shows the offer count as the button that opens the filters', async () => {
    const { user, onOpenFilters } = renderHeader({ filtersExpanded: false });
    const count = screen.getByRole('button', { name: '1,234 offers' });
    expect(count).toHaveAttribute('aria-expanded', 'false');
    await user.click(count);
    expect(onOpenFilters).toHaveBeenCalledTimes(1);
  });

  it('keeps the count it is given while the next answer loads, marked busy', () => {
    renderHeader({ busy: true });
    expect(screen.getByRole('button', { name: '1,234 offers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('is not busy by default', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: '1,234 offers' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('pluralises the count', () => {
    renderHeader({ count: 1 });
    expect(screen.getByRole('button', { name: '1 offer' })).toBeInTheDocument();
  });

  it('sorts by the options of the response and goes back to page 1', async () => {
    const { user, onParamsChange } = renderHeader();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('price');
    await user.selectOptions(select, 'Guest rating');
    expect(onParamsChange).toHaveBeenCalledWith({ sort: 'rating', page: 1 });
  });

  it('changes the results per page and goes back to page 1', async () => {
    const { user, onParamsChange } = renderHeader();
    const select = screen.getByRole('combobox', { name: 'Results per page' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['10', '20', '50']),
    );
    await user.selectOptions(select, '50');
    expect(onParamsChange).toHaveBeenCalledWith({ resultsPerPage: 50, page: 1 });
  });

  it('switches between per-person and total prices', async () => {
    const { user, onParamsChange } = renderHeader();
    const toggle = screen.getByRole('switch', { name: 'Prices per person' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(onParamsChange).toHaveBeenCalledWith({ perPerson: false });
  });

  it.each([
    [false, false, 'Show hotels on map'],
    [true, false, 'Close map'],
    [false, true, 'Map'],
    [true, true, 'Close map'],
  ])('labels the map toggle (open %p, mobile %p) %p', async (mapOpen, mobile, label) => {
    const { user, onToggleMap } = renderHeader({ mapOpen, mobile });
    await user.click(screen.getByRole('button', { name: label }));
    expect(onToggleMap).toHaveBeenCalledTimes(1);
  });

  it('speaks German', () => {
    renderHeader({}, 'de');
    expect(screen.getByRole('button', { name: '1.234 Angebote' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toBeInTheDocument();
  });
});
