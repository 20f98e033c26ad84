import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { until } from '../../../../testing/featureStore';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { layoutWithRates } from '../../../../testing/layoutWithRates';
import { onPhones, withMatchingMedia } from '../../../../testing/mediaQueries';
import { shellActions } from '../../../shell';
import { noOfferFilters, withOfferFilters } from '../model/offerFilters';
import { priceDifferenceKey } from '../model/priceDifference';
import { bookingFailed, offerChosen } from '../state/actions';
import { offersActions } from '../state/offersSlice';
import {
  hotelOffersStore,
  offerArea,
  requestOffers,
  testContext,
} from '../testing/hotelOffersStore';
import { SelectedOfferBox } from './SelectedOfferBox';
import { answerPricesUnchanged } from '../testing/unchangedPrices';

answerPricesUnchanged(setupDemoHost());

async function boxWithOffer() {
  const store = hotelOffersStore();
  requestOffers(store);
  await until(store, () => offerArea(store).offers.status === 'resolved');
  const offer = offerArea(store).offers.slots.selected.model!;
  renderWithProviders(<SelectedOfferBox offer={offer} />, { store });
  const showDifference = (difference: number) =>
    act(() =>
      store.dispatch(
        offersActions.priceDifferenceLoaded({
          key: priceDifferenceKey(offer.id),
          value: { difference, oldPrice: 500, newPrice: 500 + difference, currency: 'EUR' },
        }),
      ),
    );
  return { store, offer, showDifference };
}

describe('selected offer box: price changes and sold-out offers', () => {
  it('tells of a changed price only beyond ±1 per person', async () => {
    const { showDifference } = await boxWithOffer();
    const notice = () => screen.queryByText(/since it was listed\.$/);
    for (const difference of [1, -1, 0.5, 0]) {
      showDifference(difference);
      expect(notice()).toBeNull();
    }
    showDifference(1.5);
    expect(notice()).toHaveTextContent(/^The price of this offer has gone up by £\d+ per person/);
    showDifference(-20);
    expect(notice()).toHaveTextContent(/^Good news: the price of this offer has dropped by £\d+/);
  });

  it('shows the new price after a change, and the notice the difference of the two', async () => {
    const { store, offer, showDifference } = await boxWithOffer();
    act(() => {
      store.dispatch(shellActions.layoutLoaded(layoutWithRates({ GBP: 0.85 })));
    });
    const box = screen.getByRole('complementary', { name: 'Your offer' });
    // The demo's prices follow the date: a total may reach four figures, written with a separator.
    const total = Math.ceil(offer.price.amount * 0.85).toLocaleString('en-GB');
    expect(box).toHaveTextContent(`Total price £${total}`);

    // 500 € → £425 and 482 € → £409.70 show as £425 and £410: the notice says £15, their
    // difference, not £16 (18 € converted and rounded up on its own).
    showDifference(-18);
    expect(box).toHaveTextContent(/£410\s*per person/);
    expect(within(box).getByRole('status')).toHaveTextContent(
      'Good news: the price of this offer has dropped by £15 per person since it was listed.',
    );
    // The change is known per person only: the old total is not kept beside the new price.
    expect(box).not.toHaveTextContent('Total price £');
    expect(box).toHaveTextContent('The new total price for all travellers is shown when you book.');

    showDifference(30);
    expect(box).toHaveTextContent(/£451\s*per person/);
    expect(within(box).getByRole('status')).toHaveTextContent('gone up by £26 per person');
  });

  it('shows an offer on the unavailable list as unavailable and does not book it', async () => {
    const user = userEvent.setup();
    const { store, offer } = await boxWithOffer();
    act(() => {
      store.dispatch(bookingFailed({ offerId: offer.id, unavailable: true }));
    });
    const box = await screen.findByRole('complementary', { name: 'Your offer' });
    expect(within(box).getByRole('alert')).toHaveTextContent(
      'This offer is no longer available. Please choose another date or flight.',
    );
    const book = within(box).getByRole('button', { name: 'Book now' });
    expect(book).toHaveAttribute('aria-disabled', 'true');
    await user.click(book);
    expect(offerArea(store).booking.status).toBe('failed');
  });

  it('says so when the offer the URL named is no longer sold and shows its replacement', async () => {
    const store = hotelOffersStore();
    requestOffers(store, `${testContext().hotelId}-20000101-7-FRA-DBL-AI-2`);
    await until(store, () => offerArea(store).offers.status === 'resolved');
    const offer = offerArea(store).offers.slots.selected.model;
    if (!offer) throw new Error('the server replaces the offer');
    renderWithProviders(<SelectedOfferBox offer={offer} />, { store });
    const box = screen.getByRole('complementary', { name: 'Your offer' });
    expect(box).toHaveTextContent(
      'The offer you chose is no longer available. We have selected the closest offer for you.',
    );
    expect(within(box).getByRole('button', { name: 'Book now' })).not.toHaveAttribute(
      'aria-disabled',
    );
    act(() => {
      store.dispatch(offerChosen({ offerId: offer.id, via: 'calendar' }));
    });
    expect(box).not.toHaveTextContent('The offer you chose is no longer available.');
  });

  it('names the list filters when the offer clicked in the list is replaced', async () => {
    const store = hotelOffersStore();
    const base = testContext();
    const productSearch = withOfferFilters(base.productSearch, {
      ...noOfferFilters,
      maxPrice: 100000,
    });
    requestOffers(store, `${base.hotelId}-20000101-7-FRA-DBL-AI-2`, {
      context: { ...base, key: `${base.key}|filtered`, productSearch },
    });
    await until(store, () => offerArea(store).offers.status === 'resolved');
    const offer = offerArea(store).offers.slots.selected.model;
    if (!offer) throw new Error('the server replaces the offer');
    renderWithProviders(<SelectedOfferBox offer={offer} />, { store });
    expect(screen.getByRole('complementary', { name: 'Your offer' })).toHaveTextContent(
      'The offer you chose in the list is no longer available. We have selected the closest offer that matches your filters.',
    );
  });
});

describe('the phone bar of the selected offer', () => {
  let reportBoxInView: (inView: boolean) => void = () => undefined;
  withMatchingMedia(onPhones);
  beforeEach(() => {
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        reportBoxInView = (inView) =>
          act(() =>
            callback(
              [{ isIntersecting: inView } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('keeps the price and the booking in reach while the box is out of view', async () => {
    const user = userEvent.setup();
    const { store } = await boxWithOffer();
    const box = await screen.findByRole('complementary', { name: 'Your offer' });
    const bar = screen.getByRole('region', { name: 'Your selected offer' });
    // The bar's price is the box's, read from the same offer.
    const perPerson = (area: HTMLElement) => within(area).getByText(/per person/).textContent;
    expect(perPerson(bar)).toBe(perPerson(box));

    await user.click(within(bar).getByRole('button', { name: 'Book now' }));
    expect(offerArea(store).booking.status).not.toBe('idle');
    // One booking state for both buttons: the box's says what the bar's says.
    expect(within(bar).getByRole('button').textContent).toBe(
      within(box).getByRole('button').textContent,
    );

    reportBoxInView(true);
    expect(screen.queryByRole('region', { name: 'Your selected offer' })).not.toBeInTheDocument();
    reportBoxInView(false);
    expect(screen.getByRole('region', { name: 'Your selected offer' })).toBeInTheDocument();
  });
});
