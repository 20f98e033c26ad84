import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { TravellersValue } from '../model/searchTypes';
import { TravellersFlyout } from './TravellersFlyout';

const travelDate = '2027-07-15';

function renderFlyout(initial: TravellersValue, language: 'en' | 'de' = 'en') {
  const onChange = jest.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <TravellersFlyout
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        travelDate={travelDate}
        childAgeControl
      />
    );
  }
  const user = userEvent.setup();
  return { user, onChange, ...renderWithProviders(<Harness />, { language }) };
}

const trigger = (name: string | RegExp) => screen.getByRole('button', { name });

describe('TravellersFlyout', () => {
  it("pluralises 'Person' and 'Persons' on the trigger", () => {
    renderFlyout({ adultsCount: 1, childrenBirthDates: [] });
    expect(trigger('Travellers: 1 Person')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: open, count, pick an age, apply, focus back on the trigger', async () => {
    const { user, onChange } = renderFlyout({ adultsCount: 2, childrenBirthDates: [] });
    await user.tab();
    expect(trigger('Travellers: 2 Persons')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Travellers' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Fewer adults' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ adultsCount: 3, childrenBirthDates: [] });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More children' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.tab();
    const age = screen.getByRole('combobox', { name: 'Age of child 1' });
    expect(age).toHaveFocus();
    await user.selectOptions(age, '3 years');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger('Travellers: 4 Persons')).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape, returning focus to the trigger and dropping an unfinished child', async () => {
    const { user, onChange } = renderFlyout({ adultsCount: 2, childrenBirthDates: [] });
    await user.click(trigger(/2 Persons/));
    await user.click(screen.getByRole('button', { name: 'More children' }));
    await user.keyboard('{Escape}');
    expect(trigger('Travellers: 2 Persons')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(trigger(/2 Persons/));
    expect(screen.queryByRole('combobox', { name: 'Age of child 1' })).toBeNull();
  });

  it('says Personen in German', () => {
    renderFlyout({ adultsCount: 2, childrenBirthDates: [] }, 'de');
    expect(trigger('Reisende: 2 Personen')).toBeInTheDocument();
  });
});
