import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { HotelPriceBox, type HotelPriceBoxProps } from './HotelPriceBox';

const membershipUrl = 'https://brand.example/membership';
// The brand's other site, listed by the host as links from the shop may lead there.
const config = testConfig({ allowedOrigins: ['https://brand.example'] });

function renderBox(props: Partial<HotelPriceBoxProps> = {}, language: 'en' | 'de' = 'en') {
  renderWithProviders(
    <HotelPriceBox
      perPerson
      displayPrice={900}
      formatPrice={(amount) => `€${amount}`}
      {...props}
    />,
    { language, config },
  );
}

describe('member price', () => {
  it('shows the member price and where to become a member when both a URL and a discount exist', () => {
    renderBox({ membershipUrl, memberDiscountPercent: 10 });
    expect(screen.getByText(/^Member price €810/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      membershipUrl,
    );
  });

  it('takes the discount off the price shown, total price included', () => {
    renderBox({ perPerson: false, displayPrice: 1800, membershipUrl, memberDiscountPercent: 5 });
    expect(screen.getByText('Total price from')).toBeInTheDocument();
    expect(screen.getByText(/^Member price €1710/)).toBeInTheDocument();
  });

  it.each([
    ['no membership URL', { memberDiscountPercent: 10 }],
    ['a blank membership URL', { membershipUrl: '  ', memberDiscountPercent: 10 }],
    ['no discount', { membershipUrl }],
    ['a discount of 0', { membershipUrl, memberDiscountPercent: 0 }],
    ['neither', {}],
    ['a script URL', { membershipUrl: 'javascript:alert(1)', memberDiscountPercent: 10 }],
    [
      'a URL on an origin the host did not allow',
      { membershipUrl: 'https://elsewhere.example/membership', memberDiscountPercent: 10 },
    ],
  ])('shows no member price with %s', (_, props: Partial<HotelPriceBoxProps>) => {
    renderBox(props);
    expect(screen.getByText('€900')).toBeInTheDocument();
    expect(screen.queryByText(/Member price/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks German', () => {
    renderBox({ membershipUrl, memberDiscountPercent: 10 }, 'de');
    expect(screen.getByText(/^Mitgliederpreis €810/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mitglied werden' })).toBeInTheDocument();
  });
});

describe('the comparison (docs/rules/prices.md)', () => {
  // 0.85 GBP per EUR: the box gets hub amounts for the price and market amounts for the comparison.
  const comparison = {
    ...({ kind: 'total', oldPrice: 1090, newPrice: 907, saving: 183 } as const),
    format: (amount: number) => `£${amount}`,
    currency: 'GBP',
  };

  it('shows the shown prices and their difference as the saving', () => {
    renderBox({ perPerson: false, displayPrice: 1066.5, comparison });
    expect(screen.getByText('Total price from')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('£1090');
    expect(screen.getByText('£907')).toBeInTheDocument();
    expect(screen.getByText('Save £183')).toBeInTheDocument();
  });

  it('names the currency the prices show in', () => {
    renderBox({ comparison });
    expect(
      screen.getByText(/identical offer\. Currency: British Pound\.$/, { ignore: 'button' }),
    ).toBeInTheDocument();
  });

  it('names it in German too', () => {
    renderBox({ comparison }, 'de');
    expect(screen.getByText('£183 sparen')).toBeInTheDocument();
    expect(screen.getByText(/Währung: Britisches Pfund\.$/)).toBeInTheDocument();
  });
});
