import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { MilesBadgeModule } from './MilesBadgeModule';

const module = {
  earnRates: { regular: 1, boost: 3 },
  boostCollection: 'Premium Collection',
  minimumPointsFee: 0,
};

// Price per person times the regular or boost rate, rounded down.
describe('the miles badge with a price', () => {
  it('earns the boost rate for hotels of the named collection', () => {
    renderWithProviders(
      <MilesBadgeModule
        module={module}
        pricePerPerson={499.99}
        hotelCollection="Premium Collection"
      />,
    );
    expect(screen.getByText('Earn 1,499 miles')).toBeInTheDocument();
  });

  it('earns the regular rate for other hotels, with no minimum fee line when it is 0', () => {
    renderWithProviders(<MilesBadgeModule module={module} pricePerPerson={499.99} />);
    expect(screen.getByText('Earn 499 miles')).toBeInTheDocument();
    expect(screen.queryByText(/Redeem from/)).not.toBeInTheDocument();
  });

  it("takes the host config's rates when the module names none", () => {
    renderWithProviders(<MilesBadgeModule module={{}} pricePerPerson={100} />, {
      config: testConfig({ miles: { earnRate: 2 } }),
    });
    expect(screen.getByText('Earn 200 miles')).toBeInTheDocument();
  });
});
