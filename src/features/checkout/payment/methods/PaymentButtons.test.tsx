import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { PaymentButtons } from './PaymentButtons';

function renderButtons(submitting: boolean) {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onCancel = jest.fn();
  const onBack = jest.fn();
  renderWithProviders(
    <form aria-label="Payment" onSubmit={onSubmit}>
      <PaymentButtons submitting={submitting} onCancel={onCancel} onBack={onBack} />
    </form>,
  );
  return { onSubmit, onCancel, onBack, user: userEvent.setup() };
}

describe('payment buttons (spec 2 §2)', () => {
  it('submits the form with Pay now, and calls Cancel and Back', async () => {
    const { onSubmit, onCancel, onBack, user } = renderButtons(false);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('holds Pay now while a payment is on its way', async () => {
    const { onSubmit, user } = renderButtons(true);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toBeDisabled();
    await user.click(pay);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is being processed.');
  });

  it('speaks German', () => {
    renderWithProviders(
      <PaymentButtons submitting={false} onCancel={jest.fn()} onBack={jest.fn()} />,
      {
        language: 'de',
      },
    );
    for (const name of ['Jetzt bezahlen', 'Abbrechen', 'Zurück'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
