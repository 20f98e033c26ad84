import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { CardDiscountNote } from './CardDiscountNote';

describe('card discount note', () => {
  it('offers an instant 7% on the travel price', () => {
    renderWithProviders(<CardDiscountNote />);
    expect(
      screen.getByText('Pay by card and get an instant 7% discount on the travel price.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('confirms the discount for an eligible card', () => {
    renderWithProviders(
      <CardDiscountNote bin={{ allowed: true, discount: true, message: null }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your card qualifies: 7% will be deducted from the travel price.',
    );
  });

  it('shows the BIN discount message for a card that pays without the discount', () => {
    renderWithProviders(
      <CardDiscountNote bin={{ allowed: true, discount: false, message: 'binNoDiscount' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The card used is authorized for this payment. A deduction of the travel discount is only possible with a Premiumcard from Erste Bank and Sparkasse.',
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('alerts when the card is not approved', () => {
    renderWithProviders(
      <CardDiscountNote bin={{ allowed: false, discount: false, message: 'binNotApproved' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unfortunately, this card is not approved for this service',
    );
  });

  it('speaks German', () => {
    renderWithProviders(<CardDiscountNote />, { language: 'de' });
    expect(
      screen.getByText(
        'Zahlen Sie mit Karte und erhalten Sie sofort 7 % Rabatt auf den Reisepreis.',
      ),
    ).toBeInTheDocument();
  });
});
