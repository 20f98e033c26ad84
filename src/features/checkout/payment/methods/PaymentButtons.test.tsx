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

describe('payment buttons', () => {
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

  it('takes the focus back to Pay now when a payment that took it along ends', () => {
    const props = { onCancel: jest.fn(), onBack: jest.fn() };
    const { rerender } = renderWithProviders(<PaymentButtons submitting={false} {...props} />);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    pay.focus();
    rerender(<PaymentButtons submitting {...props} />);
    // A 3-D Secure challenge took the focus and closed: it is nowhere.
    const challenge = document.createElement('iframe');
    document.body.append(challenge);
    challenge.focus();
    challenge.remove();
    expect(document.body).toHaveFocus();
    rerender(<PaymentButtons submitting={false} {...props} />);
    expect(pay).toHaveFocus();
  });

  it('leaves a focus placed meanwhile where it is', () => {
    const props = { onCancel: jest.fn(), onBack: jest.fn() };
    const { rerender } = renderWithProviders(<PaymentButtons submitting {...props} />);
    screen.getByRole('button', { name: 'Back' }).focus();
    rerender(<PaymentButtons submitting={false} {...props} />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
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
