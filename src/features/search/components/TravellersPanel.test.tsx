import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import type { TravellersValue } from '../model/searchTypes';
import { wholeYearsBetween } from '../../../lib/calendarDates';
import { birthDateForAge } from '../model/travellers';
import { TravellersPanel, type TravellersPanelProps } from './TravellersPanel';

const travelDate = '2027-07-15';
const today = '2027-06-01';

function renderPanel(
  initial: TravellersValue = { adultsCount: 2, childrenBirthDates: [] },
  props: Partial<TravellersPanelProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const onChange = jest.fn();
  const onConfirm = jest.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <TravellersPanel
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        travelDate={travelDate}
        today={today}
        onConfirm={onConfirm}
        {...props}
      />
    );
  }
  const user = userEvent.setup();
  return { user, onChange, onConfirm, ...renderWithProviders(<Harness />, options) };
}

const group = (name: string) => screen.getByRole('group', { name });
const apply = () => screen.queryByRole('button', { name: 'Apply' });
const infant = birthDateForAge(1, travelDate);

describe('TravellersPanel', () => {
  it('starts with 2 adults and no children, each count announced in words', () => {
    renderPanel();
    expect(within(group('Adults')).getByRole('status')).toHaveTextContent('2 adults');
    expect(within(group('Children')).getByRole('status')).toHaveTextContent('no children');
    expect(group('Children')).toHaveAccessibleDescription('0 to 15 years');
  });

  it('emits adult changes at once and keeps adults within 1 to 6', async () => {
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Fewer adults' }));
    expect(onChange).toHaveBeenLastCalledWith({ adultsCount: 1, childrenBirthDates: [] });
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Fewer adults' }));
    const more = screen.getByRole('button', { name: 'More adults' });
    for (let i = 0; i < 7; i += 1) await user.click(more);
    expect(within(group('Adults')).getByRole('status')).toHaveTextContent('6 adults');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('waits for every child age before emitting, then reports birth dates', async () => {
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'More children' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(apply()).toBeDisabled();
    expect(apply()).toHaveAccessibleDescription('Please choose the age on arrival for children');

    const age = screen.getByRole('combobox', { name: 'Age of child 1' });
    const options = within(age).getAllByRole('option');
    expect(options[1]).toHaveTextContent('< 1 year');
    expect(options.at(-1)).toHaveTextContent('15 years');
    await user.selectOptions(age, '7 years');
    const [emitted] = onChange.mock.lastCall as [TravellersValue];
    expect(emitted.childrenBirthDates).toHaveLength(1);
    expect(wholeYearsBetween(emitted.childrenBirthDates[0]!, travelDate)).toBe(7);
    // The date only stands in for the age chosen: marked so it is never booked as a birth date.
    expect(emitted.childrenAgeOnly).toEqual([true]);
    expect(age).toHaveDisplayValue('7 years');
    expect(apply()).toBeEnabled();
  });

  it('drops the last child when reducing and clears and emits at 0', async () => {
    const first = birthDateForAge(4, travelDate);
    const { user, onChange } = renderPanel({
      adultsCount: 2,
      childrenBirthDates: [first, birthDateForAge(9, travelDate)],
    });
    await user.click(screen.getByRole('button', { name: 'Fewer children' }));
    expect(onChange).toHaveBeenLastCalledWith({ adultsCount: 2, childrenBirthDates: [first] });
    expect(screen.queryByRole('combobox', { name: 'Age of child 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More children' }));
    await user.click(screen.getByRole('button', { name: 'Fewer children' }));
    await user.click(screen.getByRole('button', { name: 'Fewer children' }));
    expect(onChange).toHaveBeenLastCalledWith({ adultsCount: 2, childrenBirthDates: [] });
  });

  it("shows 'Error' and no confirm button with zero adults", () => {
    renderPanel({ adultsCount: 0, childrenBirthDates: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error/);
    expect(apply()).toBeNull();
  });

  it('allows per adult only 1 child under 2 years', async () => {
    const { user, onChange } = renderPanel({
      adultsCount: 2,
      childrenBirthDates: [infant, infant],
    });
    await user.click(screen.getByRole('button', { name: 'Fewer adults' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Per adult only 1 child under 2 years is allowed',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(apply()).toBeDisabled();
  });

  it('warns about one room, infants on laps and child seat reservations', () => {
    renderPanel({ adultsCount: 3, childrenBirthDates: [infant, birthDateForAge(5, travelDate)] });
    expect(screen.getByText(/only one room can be reserved per booking/)).toBeInTheDocument();
    expect(screen.getByText(/on an adult's lap/)).toBeInTheDocument();
    expect(screen.getByText(/seat reservation next to an adult \(4£\)/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for birth dates when childAgeControl is off and refuses future ones', async () => {
    const { user, onChange } = renderPanel(undefined, { childAgeControl: false });
    await user.click(screen.getByRole('button', { name: 'More children' }));
    const birthDate = group('Date of birth of child 1');
    await user.selectOptions(within(birthDate).getByRole('combobox', { name: 'Day' }), '31');
    await user.selectOptions(
      within(birthDate).getByRole('combobox', { name: 'Month' }),
      'February',
    );
    await user.selectOptions(within(birthDate).getByRole('combobox', { name: 'Year' }), '2020');
    // 31 February moves back to the month's last day.
    expect(onChange).toHaveBeenLastCalledWith({
      adultsCount: 2,
      childrenBirthDates: ['2020-02-29'],
    });
    await user.selectOptions(within(birthDate).getByRole('combobox', { name: 'Year' }), '2027');
    await user.selectOptions(within(birthDate).getByRole('combobox', { name: 'Month' }), 'July');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Child 1: Birthdate cannot be in the future',
    );
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('offers years up to the maximum age and names a child too old', async () => {
    const { user } = renderPanel(undefined, { childAgeControl: false });
    await user.click(screen.getByRole('button', { name: 'More children' }));
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(within(year).getAllByRole('option').at(-1)).toHaveTextContent('2011');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'January');
    await user.selectOptions(year, '2011');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Child 1: Child age cannot be higher than 15 years',
    );
  });

  it("follows the host's childAgeControl flag when no prop is given", async () => {
    const { user } = renderPanel(
      undefined,
      {},
      { config: testConfig({ features: { childAgeControl: false } }) },
    );
    await user.click(screen.getByRole('button', { name: 'More children' }));
    expect(group('Date of birth of child 1')).toBeInTheDocument();
  });

  it('speaks German', () => {
    renderPanel({ adultsCount: 0, childrenBirthDates: [] }, {}, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Mehr Erwachsene' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Fehler/);
  });
});
