import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { TravelPeriodValue } from '../model/searchTypes';
import { TravelPeriodPanel } from './TravelPeriodPanel';

// A Wednesday; tomorrow is the earliest day, 20 May 2027 the latest.
const today = '2026-05-20';
const june: TravelPeriodValue = {
  departureDate: '2026-06-10',
  returnDate: '2026-06-17',
  duration: '7',
  exact: false,
};

function Harness(props: {
  initial: TravelPeriodValue;
  onChange: (value: TravelPeriodValue) => void;
  months?: number;
}) {
  const [value, setValue] = useState(props.initial);
  const change = (next: TravelPeriodValue) => {
    props.onChange(next);
    setValue(next);
  };
  return (
    <TravelPeriodPanel value={value} onChange={change} today={today} months={props.months ?? 2} />
  );
}

function renderPanel(initial = june, options: { months?: number; language?: 'en' | 'de' } = {}) {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={initial} onChange={onChange} months={options.months} />, {
    language: options.language,
  });
  return { user, onChange };
}

const day = (name: string | RegExp) => screen.getByRole('button', { name });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const status = () => screen.getByRole('status');

/** Puts keyboard focus on a day, as a Tab into the grid would. */
const focusDay = (name: string | RegExp) => act(() => day(name).focus());

describe('TravelPeriodPanel', () => {
  it('shows departure and return tabs with their dates over two months', () => {
    renderPanel();
    expect(tab(/^Departure/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Departure/)).toHaveTextContent('10.06.26');
    expect(tab(/^Return/)).toHaveTextContent('17.06.26');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^Departure/);
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
  });

  it('names each day in full, marks the chosen days and disables days out of range', () => {
    renderPanel({ ...june, departureDate: '2026-05-27', returnDate: '2026-06-03' });
    const chosen = screen.getAllByRole('gridcell', { selected: true });
    expect(
      chosen.map((cell) => within(cell).getByRole('button').getAttribute('aria-label')),
    ).toEqual(['Wednesday, 27 May 2026, departure date', 'Wednesday, 3 June 2026, return date']);
    expect(day('Wednesday, 20 May 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Wednesday, 20 May 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Thursday, 21 May 2026')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('gives the calendar one tab stop, on the date of the selected tab', async () => {
    const { user } = renderPanel();
    await user.click(tab(/^Departure/));
    await user.tab(); // previous month
    await user.tab(); // next month
    await user.tab();
    expect(day('Wednesday, 10 June 2026, departure date')).toHaveFocus();
    const dayStops = screen
      .getAllByRole('grid')
      .flatMap((grid) => within(grid).getAllByRole('button'))
      .filter((button) => button.tabIndex === 0);
    expect(dayStops).toHaveLength(1);

    await user.click(tab(/^Return/));
    expect(day('Wednesday, 17 June 2026, return date')).toHaveAttribute('tabindex', '0');
  });

  it('picks departure then return by keyboard, switching tabs and announcing the range', async () => {
    const { user, onChange } = renderPanel();
    focusDay(/10 June 2026/);

    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(day(/^Thursday, 18 June 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tab(/^Return/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Return/)).toHaveTextContent('not chosen yet');
    expect(status()).toHaveTextContent(
      'Departure Thursday, 18 June 2026. Now choose your return date.',
    );
    // Awaiting its return, the period is not reported yet.
    expect(onChange).not.toHaveBeenCalled();
    // The minimum return is the day after the departure.
    expect(day('Thursday, 18 June 2026, departure date')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wednesday, 17 June 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Friday, 19 June 2026')).not.toHaveAttribute('aria-disabled');

    await user.keyboard('{ArrowDown}{ArrowLeft}[Space]');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({
      ...june,
      departureDate: '2026-06-18',
      returnDate: '2026-06-24',
      duration: '6',
    });
    expect(tab(/^Departure/)).toHaveAttribute('aria-selected', 'true');
    expect(status()).toHaveTextContent(
      'Travel period Thursday, 18 June 2026 to Wednesday, 24 June 2026, 6 nights.',
    );
  });

  it('moves to the week start and end, and by month with PageUp and PageDown', async () => {
    const { user } = renderPanel();
    focusDay(/10 June 2026/);
    await user.keyboard('{Home}');
    expect(day('Monday, 8 June 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Sunday, 14 June 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Tuesday, 14 July 2026')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    // Beyond the visible months, the months move along.
    await user.keyboard('{PageDown}');
    expect(day('Friday, 14 August 2026')).toHaveFocus();
    expect(screen.queryByRole('grid', { name: 'June 2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'August 2026' })).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(day('Friday, 7 August 2026')).toHaveFocus();
  });

  it('keeps the focus between tomorrow and one year ahead', async () => {
    const { user } = renderPanel({
      ...june,
      departureDate: '2026-05-22',
      returnDate: '2026-05-29',
    });
    focusDay(/22 May 2026/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(day('Thursday, 21 May 2026')).toHaveFocus();
    await user.keyboard('{Shift>}{PageDown}{/Shift}{PageDown}');
    expect(day('Thursday, 20 May 2027')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('ignores a press on a disabled day', async () => {
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(day('Wednesday, 20 May 2026'));
    expect(tab(/^Departure/)).toHaveAttribute('aria-selected', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('swaps a return picked before the departure into the right order', async () => {
    const { user, onChange } = renderPanel();
    await user.click(tab(/^Return/));
    await user.click(day('Friday, 5 June 2026'));
    expect(onChange).toHaveBeenLastCalledWith({
      ...june,
      departureDate: '2026-06-05',
      returnDate: '2026-06-10',
      duration: '5',
    });
  });

  it('clears a return on or before a new departure', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(day('Wednesday, 1 July 2026'));
    expect(tab(/^Return/)).toHaveTextContent('not chosen yet');
    expect(screen.queryByRole('button', { name: /return date$/ })).not.toBeInTheDocument();
  });

  it('switches to exact dates, deriving the duration and limiting the return to 22 nights', async () => {
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Exact dates' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...june, exact: true });
    expect(screen.queryByRole('combobox', { name: 'Duration' })).not.toBeInTheDocument();
    expect(screen.getByText('Duration: 7 nights')).toBeInTheDocument();
    await user.click(tab(/^Return/));
    expect(day('Thursday, 2 July 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Friday, 3 July 2026')).toHaveAttribute('aria-disabled', 'true');
  });

  it('chooses a flexible duration, pushing the return date out when it is longer', async () => {
    const { user, onChange } = renderPanel();
    const select = screen.getByRole('combobox', { name: 'Duration' });
    expect(within(select).getByRole('option', { name: '5–8 nights' })).toBeInTheDocument();
    await user.selectOptions(select, '9-12');
    expect(onChange).toHaveBeenLastCalledWith({
      ...june,
      returnDate: '2026-06-22',
      duration: '9-12',
    });
    expect(tab(/^Return/)).toHaveTextContent('22.06.26');
    expect(status()).toHaveTextContent('9–12 nights');
  });

  it('shows twelve months on mobile', () => {
    renderPanel(june, { months: 12 });
    expect(screen.getAllByRole('grid')).toHaveLength(12);
  });

  it("speaks the visitor's language", () => {
    renderPanel(june, { language: 'de' });
    expect(screen.getByRole('tab', { name: /^Hinreise/ })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Juni 2026' })).toBeInTheDocument();
    expect(day('Mittwoch, 10. Juni 2026, Hinreisedatum')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Exakte Reisedaten' })).not.toBeChecked();
  });

  it('repairs a period it cannot show and follows a new value from its owner', () => {
    const onChange = jest.fn();
    const stale = { ...june, departureDate: '2025-01-01', returnDate: '2025-01-08' };
    const { rerender } = renderWithProviders(
      <TravelPeriodPanel value={stale} onChange={onChange} today={today} months={2} />,
    );
    expect(tab(/^Departure/)).toHaveTextContent('21.05.26');
    rerender(<TravelPeriodPanel value={june} onChange={onChange} today={today} months={2} />);
    expect(tab(/^Departure/)).toHaveTextContent('10.06.26');
    expect(onChange).not.toHaveBeenCalled();
  });
});
