import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { MilesSlider, type MilesSliderProps } from './MilesSlider';

const euro = (amount: number) => `€${amount.toFixed(2)}`;
const account = { remainingPoints: 42_000, minimumPointsFee: 7500 };

function Slider(props: Partial<MilesSliderProps>) {
  const [miles, setMiles] = useState(0);
  return (
    <MilesSlider
      account={account}
      rate={100}
      total={1736.39}
      value={miles}
      onChange={setMiles}
      formatMoney={euro}
      {...props}
    />
  );
}

describe('Miles and More slider', () => {
  it('pays part of the price with miles from 7,500 in steps of 500', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Slider />);
    expect(screen.getByText('Your miles balance: 42,000')).toBeInTheDocument();
    expect(screen.getByText('Remaining price: €1736.39')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Pay part of the price with miles' }));
    const slider = screen.getByRole('slider', { name: 'Miles to redeem' });
    expect(slider).toHaveAttribute('min', '7500');
    expect(slider).toHaveAttribute('max', '42000');
    expect(slider).toHaveAttribute('step', '500');
    expect(slider).toHaveValue('7500');
    expect(slider).toHaveAttribute('aria-valuetext', '7,500 miles');
    expect(slider).toHaveAccessibleDescription('Remaining price: €1661.39');
  });

  it('shows the remaining price live as the slider moves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Slider />);
    await user.click(screen.getByRole('checkbox', { name: 'Pay part of the price with miles' }));
    const slider = screen.getByRole('slider', { name: 'Miles to redeem' });
    // user-event cannot drag a range input; a change event is what the browser fires.
    fireEvent.change(slider, { target: { value: '20000' } });
    expect(slider).toHaveAttribute('aria-valuetext', '20,000 miles');
    expect(screen.getByText('Remaining price: €1536.39')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Pay part of the price with miles' }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText('Remaining price: €1736.39')).toBeInTheDocument();
  });

  it('says the points are not enough when they are at or below the minimum', () => {
    renderWithProviders(<Slider account={{ ...account, remainingPoints: 7500 }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You need more than 7,500 miles to pay with miles.',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('tells when the miles login failed', () => {
    renderWithProviders(<Slider account={null} loginFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unfortunately, your login was not successful. Your Miles could not be redeemed.',
    );
  });

  it('shows a miles amount error', () => {
    renderWithProviders(<Slider error="milesAmountInvalid" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum miles credit amount 7.500');
  });
});
