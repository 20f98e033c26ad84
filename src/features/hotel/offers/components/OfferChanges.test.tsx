import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { currentUrl, hotelUrl, renderHotelOffers } from '../testing/renderHotelOffers';
import { answerPricesUnchanged } from '../testing/unchangedPrices';

answerPricesUnchanged(setupDemoHost());

const group = (name: string) => screen.getByRole('group', { name });

describe('flight changer and room/board matrix', () => {
  it('lists outbound and return flights with the chosen ones pressed, and a choice selects its offer', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    const outbound = await screen.findByRole('group', { name: 'Outbound flight' });
    const chosen = within(outbound).getByRole('button', { pressed: true });
    expect(chosen).toHaveAccessibleName(
      /^\w{3},? \d{1,2} \w{3}, FRA \d{2}:\d{2} → [A-Z]{3} \d{2}:\d{2}, (direct|\d stops?), .+, same price$/,
    );
    expect(within(group('Return flight')).getByRole('button', { pressed: true })).toBeVisible();

    const other = within(group('Return flight')).getAllByRole('button', { pressed: false })[0]!;
    await user.click(other);
    await waitFor(() => expect(currentUrl().searchParams.get('offer')).not.toBeNull());
    const offer = currentUrl().searchParams.get('offer');
    await waitFor(() =>
      expect(
        within(group('Return flight')).getByRole('button', { pressed: true }),
      ).toHaveAccessibleName(/same price$/),
    );
    expect(offer).toMatch(/^100001-/);
  });

  it('filters for checked baggage', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    await screen.findByRole('group', { name: 'Outbound flight' });
    const filter = screen.getByRole('checkbox', { name: 'Only flights with checked baggage' });
    expect(filter).not.toBeChecked();
    await user.click(filter);
    expect(filter).toBeChecked();
    await waitFor(() => expect(screen.queryByText('Looking for other flights…')).toBeNull());
    const flights = within(group('Outbound flight')).getAllByRole('button');
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights) expect(flight).not.toHaveAccessibleName(/hand luggage only/);
  });

  it('collapses and opens again under its header', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    await screen.findByRole('group', { name: 'Outbound flight' });
    const toggle = screen.getByRole('button', { name: 'Change your flights' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Outbound flight' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('group', { name: 'Outbound flight' })).toBeVisible();
  });

  it('chooses room and board in the matrix', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    const matrix = await screen.findByRole('table', { name: 'Choose your room and board' });
    const current = within(matrix).getByRole('button', { pressed: true });
    expect(current).toHaveAccessibleName(/, .+: £[\d,]+ per person \(same price\)$/);
    const dearer = within(matrix).getAllByRole('button', { name: /\(\+£[\d,]+\)$/ })[0]!;
    const [room] = dearer.getAttribute('aria-label')!.split(',');
    await user.click(dearer);
    const box = screen.getByRole('complementary', { name: 'Your offer' });
    await waitFor(() =>
      expect(within(box).getByRole('list', { name: 'Included' })).toHaveTextContent(room!),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Choose your room and board' })).getByRole(
          'button',
          { pressed: true },
        ),
      ).toHaveAccessibleName(new RegExp(`^${room}, .*same price`)),
    );
  });

  it("says an alternative airport's difference as the two prices the box shows differ", async () => {
    const user = userEvent.setup();
    // Searched from three airports: the other two are the alternatives.
    renderHotelOffers(hotelUrl({}, ['FRA', 'MUC', 'DUS']));
    const box = await screen.findByRole('complementary');
    // The per-person price in the box, as a number of whole currency units.
    const boxPrice = () => {
      const text = within(box).getByText(/per person$/).textContent ?? '';
      return Number(/([\d,.]+)/.exec(text)![1]!.replace(/[,.]/g, ''));
    };
    const alternatives = await screen.findByRole('group', {
      name: 'The same stay from other airports',
    });
    const choice = within(alternatives).getAllByRole('button', { name: /[+−][^\d]*\d/ })[0]!;
    const [, sign, amount] = /([+−])\D*([\d,.]+)\D*$/.exec(
      choice.getAttribute('aria-label') ?? choice.textContent ?? '',
    )!;
    const said = (sign === '−' ? -1 : 1) * Number(amount!.replace(/[,.]/g, ''));
    const before = boxPrice();
    await user.click(choice);
    await waitFor(() => expect(boxPrice()).not.toBe(before));
    expect(boxPrice() - before).toBe(said);
  });
});
