import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { departureAirportList } from '../../../../demo/catalogue/destinationsView';
import type { DepartureAirportsResponse } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DeparturePanel } from './DeparturePanel';

// The demo host's answer, plus a country with more airports than fit one column.
const manyAirports = Array.from({ length: 12 }, (_, i) => ({
  tlc: `T${String(i).padStart(2, '0')}`,
  name: `Testport ${i + 1}`,
  countryCode: 'TL',
}));
const airports: DepartureAirportsResponse = {
  ...departureAirportList('en'),
  countries: [
    ...departureAirportList('en').countries,
    { code: 'TL', name: 'Testland', children: manyAirports },
  ],
};

function renderPanel(initial: string[] = [], { loading = false } = {}) {
  const onChange = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      // Inside a form, as in the mobile search mask.
      <form aria-label="Search" onSubmit={onSubmit}>
        <DeparturePanel
          value={value}
          onChange={(codes) => {
            onChange(codes);
            setValue(codes);
          }}
          airports={loading ? undefined : airports}
        />
      </form>
    );
  }
  return { user: userEvent.setup(), onChange, onSubmit, ...renderWithProviders(<Harness />) };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('DeparturePanel', () => {
  it('shows a loader until the airports arrive', () => {
    renderPanel([], { loading: true });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('lists countries, and Germany in its North, South, West and East groups', () => {
    renderPanel();
    for (const region of ['Germany North', 'Germany South', 'Germany West', 'Germany East']) {
      expect(checkbox(region)).not.toBeChecked();
    }
    const north = screen.getByRole('group', { name: 'Germany North' });
    expect(within(north).getByRole('checkbox', { name: 'Hamburg (HAM)' })).toBeInTheDocument();
    const austria = screen.getByRole('group', { name: 'Austria' });
    expect(within(austria).getByRole('checkbox', { name: 'Vienna (VIE)' })).toBeInTheDocument();
  });

  it('puts 10 airports in each column', () => {
    renderPanel();
    const columns = within(screen.getByRole('group', { name: 'Testland' })).getAllByRole('list');
    expect(columns.map((list) => within(list).getAllByRole('checkbox').length)).toEqual([10, 2]);
  });

  it('chooses a whole group, reports its key and shows a partial group as mixed', async () => {
    const { user, onChange } = renderPanel();
    await user.click(checkbox('Germany North'));
    expect(onChange).toHaveBeenLastCalledWith(['North']);
    expect(checkbox('Hamburg (HAM)')).toBeChecked();
    expect(checkbox('Bremen (BRE)')).toBeChecked();
    await user.click(checkbox('Bremen (BRE)'));
    expect(onChange).toHaveBeenLastCalledWith(['HAM', 'HAJ']);
    expect(checkbox('Germany North')).toBePartiallyChecked();
    // A mixed group completes on the next click.
    await user.click(checkbox('Germany North'));
    expect(checkbox('Germany North')).toBeChecked();
  });

  it('explains the limit of 5 and disables further choices', async () => {
    const { user, onChange } = renderPanel(['North', 'VIE', 'ZRH', 'LHR']);
    expect(screen.getByText('4 of 5 chosen')).toBeInTheDocument();
    await user.click(checkbox('Dublin (DUB)'));
    expect(onChange).toHaveBeenLastCalledWith(['North', 'VIE', 'ZRH', 'LHR', 'DUB']);
    expect(screen.getByText(/You can choose up to 5 airports/)).toBeInTheDocument();
    expect(checkbox('Madrid (MAD)')).toBeDisabled();
    expect(checkbox('Germany South')).toBeDisabled();
    expect(checkbox('Vienna (VIE)')).toBeEnabled();
    expect(checkbox('Germany North')).toBeEnabled();
    // Leaving out one airport of a chosen region would split it into two codes: over the limit.
    expect(checkbox('Hamburg (HAM)')).toBeDisabled();
  });

  it("filters by a typed query, says 'No airports for your criteria' and never submits", async () => {
    const { user, onSubmit } = renderPanel();
    const filter = screen.getByRole('searchbox', { name: 'Search airport' });
    await user.type(filter, 'zur{Enter}');
    expect(screen.getAllByRole('checkbox')).toEqual([checkbox('Zurich (ZRH)')]);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(filter);
    await user.type(filter, 'xyz');
    expect(screen.getByText('No airports for your criteria')).toBeInTheDocument();
  });

  it('speaks German', () => {
    renderWithProviders(
      <DeparturePanel
        value={['South']}
        onChange={jest.fn()}
        airports={departureAirportList('de')}
      />,
      {
        language: 'de',
      },
    );
    expect(screen.getByRole('checkbox', { name: 'Deutschland Süd' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Flughafen suchen' })).toBeInTheDocument();
  });
});
