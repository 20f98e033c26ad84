import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '../../../../../demo/handlers';
import { mswPattern } from '../../../../../demo/handlers/route';
import type { HotelOfferResponse, Offer } from '../../../../api/types';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { currentUrl, hotelUrl, renderHotelOffers } from '../testing/renderHotelOffers';
import { answerPricesUnchanged } from '../testing/unchangedPrices';

const server = setupDemoHost();
// The box shows the offer's price now; with no change since listing it is the listed one.
answerPricesUnchanged(server);

const column = (name: string) => screen.getByRole('group', { name });
const pressedIn = (name: string) => within(column(name)).getByRole('button', { pressed: true });

describe('hotel cascade', () => {
  it('shows stay length, airport, month and date columns with the selected offer chosen in each', async () => {
    renderHotelOffers(hotelUrl({ viewMode: 'hotelCascade' }));
    await waitFor(() => expect(pressedIn('Departure date')).toBeInTheDocument());
    expect(pressedIn('Length of stay')).toHaveAccessibleName(/^7 nights, from £[\d,]+$/);
    expect(pressedIn('Departure airport')).toHaveAccessibleName(/^Frankfurt.*, from £/);
    expect(pressedIn('Month')).toHaveAccessibleName(/^\w+ \d{4}, from £/);
    expect(pressedIn('Departure date')).toHaveAccessibleName(/^\w+day, \d{1,2} \w+ \d{4}, from £/);
  });

  it('narrows column by column, auto-selects at the searched airport, and a date selects its offer', async () => {
    const user = userEvent.setup();
    renderHotelOffers(hotelUrl({ viewMode: 'hotelCascade' }));
    await waitFor(() => expect(pressedIn('Departure date')).toBeInTheDocument());
    const offerBefore = currentUrl().searchParams.get('offer');

    await user.click(within(column('Length of stay')).getByRole('button', { name: /^10 nights/ }));
    // After a stay length the cheapest offer at the searched airport is chosen.
    await waitFor(() => expect(pressedIn('Departure airport')).toHaveAccessibleName(/^Frankfurt/));
    await waitFor(() => expect(currentUrl().searchParams.get('offer')).toMatch(/-10-FRA-/));
    expect(currentUrl().searchParams.get('offer')).not.toBe(offerBefore);

    await user.click(within(column('Departure airport')).getByRole('button', { name: /^Munich/ }));
    const months = await within(column('Month')).findAllByRole('button');
    expect(within(column('Month')).queryByRole('button', { pressed: true })).toBeNull();
    expect(
      within(column('Departure date')).getByText('Choose in the column before first.'),
    ).toBeVisible();
    await user.click(months[1]!);
    const dates = await within(column('Departure date')).findAllByRole('button');
    await user.click(dates[3]!);
    await waitFor(() => expect(currentUrl().searchParams.get('offer')).toMatch(/-10-MUC-/));
    const box = screen.getByRole('complementary', { name: 'Your offer' });
    await waitFor(() => expect(within(box).getByText(/^Outbound .*MUC/)).toBeInTheDocument());
    expect(within(box).getByText('10 nights')).toBeInTheDocument();
  });

  it('prices its options in the currency of the offers, as the offer box does', async () => {
    // A host that quotes its offers in Swiss francs: the cascade's amounts come in francs too.
    const inFrancs = (offer: Offer | null) =>
      offer && { ...offer, price: { ...offer.price, currency: 'CHF' } };
    server.use(
      http.post(mswPattern('get_hoteldetail_offer'), async ({ request }) => {
        const demo = await getResponse(handlers, request);
        const answer = (await demo!.json()) as HotelOfferResponse;
        return HttpResponse.json({
          ...answer,
          original: inFrancs(answer.original),
          initial: inFrancs(answer.initial),
          selected: inFrancs(answer.selected),
        });
      }),
    );
    renderHotelOffers(hotelUrl({ viewMode: 'hotelCascade' }));
    await waitFor(() => expect(pressedIn('Departure date')).toBeInTheDocument());
    const box = screen.getByRole('complementary', { name: 'Your offer' });
    const perPerson = within(box).getByText('per person').closest('p')!;
    const boxPrice = perPerson.querySelector('.hs-price__amount')!.textContent!;
    expect(boxPrice).toMatch(/^£[\d,]+$/);
    // The chosen date's option is the chosen offer: one price, the same on both.
    expect(pressedIn('Departure date')).toHaveAccessibleName(new RegExp(`, from ${boxPrice}$`));
  });
});
