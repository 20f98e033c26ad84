import { startTransition, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { mobileQuery, useMediaQuery } from '../../../../ui/useMediaQuery';

/**
 * The selected offer: price per person and total, what is included, notices of a changed price or a
 * sold-out offer, and the button that starts the booking
 * (docs/rules/hotel.md, "The selected offer").
 */
export function SelectedOfferBox({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const format = useOfferFormat();
  const market = useMarketMoney();
  const headingId = useId();
  const pending = useAppSelector(offers$.selectSelectedOfferPending);
  const unavailable = useAppSelector((state) => offers$.selectIsOfferUnavailable(state, offer.id));
  const change = useAppSelector((state) => offers$.selectPriceDifference(state, offer.id));
  const replaced = useAppSelector(offers$.selectReplacedOfferId);
  const filtered = useAppSelector(offers$.selectOffersFiltered);
  const { creating, blocked, book } = useBookOffer(offer.id);
  const boxRef = useRef<HTMLElement>(null);
  const mobile = useMediaQuery(mobileQuery);
  const boxInView = useInView(boxRef, mobile);
  // The box and its notice answer from the same prices, so they never contradict each other.
  const price = offerPriceNow(offer.price, change);
  const { currency } = price;
  const shown =
    price.change &&
    shownChange(price.change.oldPrice, price.change.newPrice, (amount) =>
      market.toMarket(amount, currency),
    );

  return (
    <>
      <aside
        ref={boxRef}
        className="hs-offers__box"
        aria-labelledby={headingId}
        aria-busy={pending}
      >
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
          aria-disabled={blocked || undefined}
          onClick={book}
        >
          <FormattedMessage id={creating ? 'hotelOffers.box.booking' : 'hotelOffers.box.book'} />
        </button>
      </aside>
      {mobile && (
        // On a phone the box sits far below the hotel's pictures and texts: while it is out of
        // view a bar at the bottom keeps the price and the booking in reach. The space after the
        // box is the bar's, so the bar never covers the page's last lines.
        <div className="hs-offers__bar-space">
          {!boxInView && (
            <div
              role="region"
              aria-label={intl.formatMessage({ id: 'hotelOffers.bar.label' })}
              className="hs-offers__bar"
            >
              <p>
                <Price amount={format.money(price.perPersonAmount, currency)} />{' '}
                <FormattedMessage id="hotelOffers.box.perPerson" />
              </p>
              <button
                type="button"
                className="hs-offers__button hs-offers__button--primary"
                aria-disabled={blocked || undefined}
                onClick={book}
              >
                <FormattedMessage
                  id={creating ? 'hotelOffers.box.booking' : 'hotelOffers.box.book'}
                />
              </button>
            </div>
          )}
        </div>
      )}
    </>
  );
}

/** One booking start for the box and the phone's bar: a press while blocked does nothing. */
function useBookOffer(offerId: string) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(offers$.selectSelectedOfferPending);
  const unavailable = useAppSelector((state) => offers$.selectIsOfferUnavailable(state, offerId));
  const status = useAppSelector(offers$.selectBooking).status;
  // Created: the page is on its way to the checkout, and a press now would start a second cart.
  const creating = status === 'creating' || status === 'created';
  const blocked = unavailable || pending || creating;
  return {
    creating,
    blocked,
    book: () => {
      if (!blocked) dispatch(bookingRequested({ offerId }));
    },
  };
}

/** Whether the element is at least partly on screen; only watched while `active`. */
function useInView(ref: RefObject<HTMLElement>, active: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver !== 'function') return;
    // At transition priority: the observer's first answer comes with the offers' own render.
    const observer = new IntersectionObserver(([entry]) =>
      startTransition(() => setInView(!!entry?.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return inView;
}
