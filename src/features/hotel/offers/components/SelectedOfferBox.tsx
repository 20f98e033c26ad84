import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Offer } from '../../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Price } from '../../../../ui/Price';
import { shownChange } from '../../../../lib/prices';
import { useMarketMoney } from '../../../shell';
import { offerPriceNow } from '../model/priceDifference';
import * as offers$ from '../hotelOffersSlice';
import { bookingRequested } from '../state/actions';
import { OfferIncludes } from './OfferIncludes';
import { useOfferFormat } from './useOfferFormat';

/**
 * The selected offer (spec 1 §2.7): price per person and total, what is included, notices of a
 * changed price or a sold-out offer, and the button that starts the booking (spec 2 §7).
 */
export function SelectedOfferBox({ offer }: { offer: Offer }) {
  const dispatch = useAppDispatch();
  const format = useOfferFormat();
  const market = useMarketMoney();
  const headingId = useId();
  const pending = useAppSelector(offers$.selectSelectedOfferPending);
  const unavailable = useAppSelector((state) => offers$.selectIsOfferUnavailable(state, offer.id));
  const change = useAppSelector((state) => offers$.selectPriceDifference(state, offer.id));
  const replaced = useAppSelector(offers$.selectReplacedOfferId);
  const filtered = useAppSelector(offers$.selectOffersFiltered);
  const booking = useAppSelector(offers$.selectBooking);
  const creating = booking.status === 'creating';
  // The box and its notice answer from the same prices, so they never contradict each other.
  const price = offerPriceNow(offer.price, change);
  const { currency } = price;
  const shown =
    price.change &&
    shownChange(price.change.oldPrice, price.change.newPrice, (amount) =>
      market.toMarket(amount, currency),
    );

  return (
    <aside className="hs-offers__box" aria-labelledby={headingId} aria-busy={pending}>
      <h2 id={headingId}>
        <FormattedMessage id="hotelOffers.box.heading" />
      </h2>
      <p>
        <Price amount={format.money(price.perPersonAmount, currency)} />{' '}
        <FormattedMessage id="hotelOffers.box.perPerson" />
      </p>
      <p>
        {price.amount === null ? (
          <FormattedMessage id="hotelOffers.box.totalAfterChange" />
        ) : (
          <FormattedMessage
            id="hotelOffers.box.total"
            values={{ price: format.money(price.amount, currency) }}
          />
        )}
      </p>
      {pending && (
        <p role="status">
          <FormattedMessage id="hotelOffers.box.updating" />
        </p>
      )}
      {price.change && shown && (
        <p
          className={`hs-offers__notice ${price.change.kind === 'reduction' ? 'hs-offers__notice--good' : ''}`}
          role="status"
        >
          <FormattedMessage
            id={
              price.change.kind === 'increase'
                ? 'hotelOffers.box.priceUp'
                : 'hotelOffers.box.priceDown'
            }
            values={{ price: market.format(Math.abs(shown.difference)) }}
          />
        </p>
      )}
      <OfferIncludes offer={offer} format={format} />
      {replaced && replaced !== offer.id && (
        <p className="hs-offers__notice" role="status">
          <FormattedMessage
            id={filtered ? 'hotelOffers.box.replacedFiltered' : 'hotelOffers.box.replaced'}
          />
        </p>
      )}
      {unavailable && (
        <p className="hs-offers__notice hs-offers__notice--bad" role="alert">
          <FormattedMessage id="hotelOffers.box.unavailable" />
        </p>
      )}
      <button
        type="button"
        className="hs-offers__button hs-offers__button--primary"
        aria-disabled={unavailable || pending || creating || undefined}
        onClick={() => {
          if (!unavailable && !pending && !creating)
            dispatch(bookingRequested({ offerId: offer.id }));
        }}
      >
        <FormattedMessage id={creating ? 'hotelOffers.box.booking' : 'hotelOffers.box.book'} />
      </button>
    </aside>
  );
}
