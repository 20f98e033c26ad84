import { screen } from '@testing-library/react';
import { Price } from './Price';
import { renderUi } from './testing/renderUi';

describe('Price', () => {
  it('shows the amount with its label', () => {
    renderUi(<Price amount="€ 1,299" label="p.p. from" />);
    expect(screen.getByText('p.p. from')).toBeInTheDocument();
    expect(screen.getByText('€ 1,299')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.queryByText(/New price/)).not.toBeInTheDocument();
  });

  it('strikes the old price through and names old and new price for screen readers', () => {
    renderUi(<Price amount="€ 999" oldAmount="€ 1,299" />);
    expect(screen.getByRole('deletion')).toHaveTextContent('Old price € 1,299');
    expect(screen.getByText('€ 999')).toHaveTextContent('New price € 999');
  });

  it('names them in German', () => {
    renderUi(<Price amount="999 €" oldAmount="1.299 €" />, { locale: 'de' });
    expect(screen.getByRole('deletion')).toHaveTextContent('Alter Preis 1.299 €');
    expect(screen.getByText('999 €')).toHaveTextContent('Neuer Preis 999 €');
  });
});
