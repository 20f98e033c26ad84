import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { TravelPeriodValue } from '../model/searchTypes';
import { TravelPeriodFlyout } from './TravelPeriodFlyout';

// Its own file: the panel's chunk must not be loaded yet when the flyout opens.
const june: TravelPeriodValue = {
  departureDate: '2026-06-10',
  returnDate: '2026-06-17',
  duration: '7',
  exact: false,
};

function Harness() {
  const [value, setValue] = useState(june);
  return <TravelPeriodFlyout value={value} onChange={setValue} today="2026-05-20" />;
}

it('keeps the panel of a flyout opened before its chunk arrived through the whole opening', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  // A synchronous click: no pointer or focus event has started loading the chunk before.
  fireEvent.click(screen.getByRole('button', { name: /^Travel period/ }));
  expect(screen.getByRole('dialog', { name: 'Travel period' })).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();

  expect(await screen.findByRole('tab', { name: /^Departure/ })).toHaveFocus();
  await user.click(await screen.findByRole('button', { name: 'Monday, 15 June 2026' }));
  await user.click(screen.getByRole('button', { name: 'Monday, 29 June 2026' }));
  // A remounted panel would have lost its announcement and the visitor's 7 nights.
  expect(screen.getByRole('status')).toHaveTextContent(
    'Travel period Monday, 15 June 2026 to Monday, 29 June 2026, 7 nights.',
  );
  await user.click(screen.getByRole('button', { name: 'Friday, 3 July 2026' }));
  expect(screen.getByRole('tab', { name: /^Return/ })).toHaveTextContent('not chosen yet');
});
