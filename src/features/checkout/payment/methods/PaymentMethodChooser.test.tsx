import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentOption, PaymentType } from '../../../../api/types';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { PaymentMethodChooser, type PaymentMethodChooserProps } from './PaymentMethodChooser';

const methods: PaymentOption[] = [
  { type: 'PayPal', fee: { amount: 9.9 } },
  { type: 'BankAccount', fee: { amount: 0 } },
  { type: 'DebitCard', fee: { amount: 0 } },
  { type: 'CreditCard', fee: { amount: 0 } },
];
const euro = (amount: number) => `€${amount.toFixed(2)}`;

function Chooser(props: Partial<PaymentMethodChooserProps> & { initial?: PaymentType | null }) {
  const [selected, setSelected] = useState<PaymentType | null>(props.initial ?? null);
  return (
    <PaymentMethodChooser
      methods={methods}
      selected={selected}
      onSelect={setSelected}
      formatMoney={euro}
      cardFields={<p>Hosted card fields</p>}
      bankAccountFields={<p>Bank account fields</p>}
      {...props}
    />
  );
}

describe('payment method chooser', () => {
  it('offers credit card, bank account, debit card and PayPal as one radio group', () => {
    renderWithProviders(<Chooser />);
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['CreditCard', 'BankAccount', 'DebitCard', 'PayPal']);
    expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveAccessibleDescription(
      'Accepted Visa, Mastercard, American Express',
    );
    expect(
      screen.getByRole('radio', { name: 'Direct debit / bank account (SEPA)' }),
    ).toHaveAccessibleDescription('Accepted Sepa');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription('Fee: €9.90');
    expect(screen.queryByText('Hosted card fields')).not.toBeInTheDocument();
  });

  it('shows the chosen method’s panel below it, and only that one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Chooser />);
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Credit card' })).getByText('Hosted card fields'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Direct debit / bank account (SEPA)' }));
    expect(screen.queryByText('Hosted card fields')).not.toBeInTheDocument();
    expect(screen.getByText('Bank account fields')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.getByRole('group', { name: 'PayPal' })).toHaveTextContent(
      /we take you to PayPal\. Log in there and approve the payment/,
    );

    await user.click(screen.getByRole('radio', { name: 'Debit card' }));
    expect(
      within(screen.getByRole('group', { name: 'Debit card' })).getByText('Hosted card fields'),
    ).toBeInTheDocument();
  });

  it('tells that PayPal has approved when the payment token exists', () => {
    renderWithProviders(<Chooser initial="PayPal" payPalApproved />);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByText(/^PayPal has approved your payment/)).toBeInTheDocument();
  });

  it('reports each choice and shows nothing chosen once the selection is cleared', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const { rerender } = renderWithProviders(
      <PaymentMethodChooser
        methods={methods}
        selected="CreditCard"
        onSelect={onSelect}
        formatMoney={euro}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(onSelect).toHaveBeenCalledWith('PayPal');
    rerender(
      <PaymentMethodChooser
        methods={methods}
        selected={null}
        onSelect={onSelect}
        formatMoney={euro}
      />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('asks for a payment method when none is chosen', () => {
    renderWithProviders(<Chooser showRequiredError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a payment method');
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
      'Please select a payment method',
    );
  });

  it('speaks German', () => {
    renderWithProviders(<Chooser showRequiredError />, { language: 'de' });
    expect(screen.getByRole('group', { name: 'Zahlungsart' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kreditkarte' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Zahlungsart aus');
  });
});
