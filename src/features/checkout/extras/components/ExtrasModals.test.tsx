import { act, screen, within } from '@testing-library/react';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { conditions, renderExtrasStep } from '../testing/renderExtrasStep';

setupDemoHost();

const card = (name: string) => screen.getByRole('region', { name });

describe('details modals of the extras step', () => {
  it.each([
    ['Insurance', 'Travel insurance', 'Cancellation insurance'],
    ['Fast track', 'Fast track', 'Fast track: what it includes.'],
    ['Leg seat', 'Seats with more legroom', 'Extra legroom seat'],
    ['Flight luggage', 'Flight luggage', 'Checked bag 23 kg'],
    ['Rental car', 'Rental car', 'Rental car, economy'],
  ])(
    '%s: opens from the keyboard, closes with Escape and gives focus back',
    async (type, title, content) => {
      const { user } = renderExtrasStep();
      const details = within(card(type)).getByRole('button', { name: `Details: ${type}` });
      details.focus();
      await user.keyboard('{Enter}');

      const dialog = screen.getByRole('dialog', { name: title });
      expect(within(dialog).getByText(content)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(details).toHaveFocus();
    },
  );

  it('closes with its close button too', async () => {
    const { user } = renderExtrasStep();
    await user.click(within(card('Insurance')).getByRole('button', { name: 'Details: Insurance' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no details for priority boarding', () => {
    renderExtrasStep();
    expect(
      within(card('Priority boarding')).queryByRole('button', { name: /^Details/ }),
    ).toBeNull();
  });

  it('explains holiday taxis from the transfer teaser', async () => {
    const { user } = renderExtrasStep();
    const about = screen.getByRole('button', { name: 'About holiday taxis' });
    about.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Holiday taxis' });
    expect(within(dialog).getByText(/takes only your party/)).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Holiday taxi: Price: €110.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(about).toHaveFocus();
  });

  it('shows the luggage each flight already includes', async () => {
    const { user } = renderExtrasStep();
    await user.click(screen.getByRole('button', { name: 'Details: Flight luggage' }));
    const dialog = screen.getByRole('dialog', { name: 'Flight luggage' });
    const outbound = within(dialog).getByRole('list', { name: 'Outbound flight FRA → PMI' });
    expect(within(outbound).getByRole('listitem')).toHaveTextContent(
      'Checked baggage 1 × 20 kg, hand luggage 1 × 8 kg',
    );
    const back = within(dialog).getByRole('list', { name: 'Return flight PMI → FRA' });
    expect(within(back).getByRole('listitem')).toHaveTextContent('Hand luggage only, 1 × 8 kg');
  });

  it('loads the rental conditions of each car through the callback when opened', async () => {
    let answer: (value: typeof conditions) => void = () => undefined;
    const load = jest.fn(
      (_serviceId: string) =>
        new Promise<typeof conditions>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderExtrasStep({ loadRentalCarConditions: load });
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Details: Rental car' }));
    const dialog = screen.getByRole('dialog', { name: 'Rental car' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the rental conditions…');
    expect(load).toHaveBeenCalledWith('car-economy');
    act(() => answer(conditions));
    expect(await within(dialog).findByText(conditions[0]!.text)).toBeInTheDocument();
    expect(within(dialog).getByText('Economy: VW Polo, 5 doors, 5 seats')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick-up: Palma de Mallorca')).toBeInTheDocument();
  });

  it('offers to try the rental conditions again after a failure', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(conditions);
    const { user } = renderExtrasStep({ loadRentalCarConditions: load });
    await user.click(screen.getByRole('button', { name: 'Details: Rental car' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rental conditions could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Full to full.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
