import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderAtRoute } from '../../../testing/renderAtRoute';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { useSearchDraft } from '../useSearchDraft';
import { MobileSearchForm } from './MobileSearchForm';

setupDemoHost();

// The applied search is checked against the real clock, so the dates follow it.
const dayMs = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);
const shortIn = (days: number) => isoIn(days).split('-').reverse().join('.').replace(/\.20/, '.');
/** A calendar day's button, named like 'Wednesday, 24 June 2026'. */
const dayButton = (days: number) => {
  const date = new Date(`${isoIn(days)}T12:00:00Z`);
  const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const name = new RegExp(`, ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`);
  return screen.getByRole('button', { name });
};
const today = isoIn(0);
const start = `/en-gb/search?dest=es-mallorca&from=${isoIn(30)}&to=${isoIn(37)}&dur=7`;

function Form({ onClose }: { onClose: () => void }) {
  const search = useSearchDraft();
  return (
    <MobileSearchForm search={search} today={today} childAgeControl={false} onClose={onClose} />
  );
}

describe('MobileSearchForm', () => {
  it('does not search while a departure awaits its return: it says what is missing and keeps the pick', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderAtRoute(<Form onClose={onClose} />, start, 'resultlist');
    // A departure after the current return: the return is to be chosen again.
    await user.click(dayButton(45));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your return date.');
    expect(screen.getByRole('tab', { name: /^Return/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^Departure/ })).toHaveTextContent(shortIn(45));
    expect(onClose).not.toHaveBeenCalled();
    expect(currentLocation()).toBe(start);

    await user.click(dayButton(52));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const query = new URLSearchParams(currentLocation().split('?')[1]);
    expect(query.get('from')).toBe(isoIn(45));
    expect(query.get('to')).toBe(isoIn(52));
  });
});
