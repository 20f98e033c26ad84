import { useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FlightOption, Offer } from '../../../../api/types';
import { shownChange } from '../../../../lib/prices';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { useMarketMoney } from '../../../shell';
import * as offers$ from '../hotelOffersSlice';
import { offerChosen } from '../state/actions';
import { flightsActions } from '../state/flightsSlice';
import { FlightOptions, type FlightChoice } from './FlightOptions';
import { OffersFailed } from './OfferStates';
import './offers.css';
import { useOfferFormat } from './useOfferFormat';

export { RoomBoardMatrix } from './RoomBoardMatrix';

/**
 * The flight changer: other outbound and return flights of the selected offer, the same stay from
 * other airports, and the baggage filter (docs/rules/hotel.md, "The flight changer").
 */
export function FlightChanger() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useOfferFormat();
  const market = useMarketMoney();
  // Display only, drawn at transition priority: each answer of the page redraws it in slices
  // the browser can interrupt (docs/rules/speed.md). Booking state is never deferred.
  const flights = useDeferredValue(useAppSelector(offers$.selectFlights));
  const unavailable = useDeferredValue(useAppSelector(offers$.selectUnavailableOffers));
  const selected = useDeferredValue(useAppSelector(offers$.selectSelectedOffer));
  const currency = selected?.price.currency ?? 'EUR';
  const choose = (offerId: string) => dispatch(offerChosen({ offerId, via: 'flights' }));

  const fromOptions = (options: readonly FlightOption[]): FlightChoice[] =>
    options.map((option) => ({
      ...option,
      currency,
      available: !unavailable.includes(option.offerId),
    }));
  // The difference of the two per-person prices as they show, in the market currency, so '+£4'
  // never sits between £337 and £341
  // (docs/rules/prices.md, "Differences are the difference of the two prices as they show").
  const fromOffers = (offers: readonly Offer[]): FlightChoice[] =>
    offers.map((offer) => ({
      offerId: offer.id,
      flight: offer.departureFlight,
      priceDifference: shownChange(
        selected?.price.perPersonAmount ?? 0,
        offer.price.perPersonAmount,
        (amount) => market.toMarket(amount, offer.price.currency),
      ).difference,
      currency: market.currency,
      selected: false,
      available: offer.available && !unavailable.includes(offer.id),
    }));
  const { departures, returns, alternatives } = flights.data;
  const nothing = departures.length + returns.length + alternatives.length === 0;

  return (
    <div>
      <p>
        <label>
          <input
            type="checkbox"
            checked={flights.withLuggage}
            onChange={(event) =>
              dispatch(flightsActions.baggageFilterChanged(event.target.checked))
            }
          />{' '}
          <FormattedMessage id="hotelOffers.flights.baggage" />
        </label>
      </p>
      {flights.status === 'loading' && (
        <p role="status" className="hs-offers__state">
          <FormattedMessage id="hotelOffers.flights.loading" />
        </p>
      )}
      {flights.status === 'rejected' && (
        <OffersFailed
          messageId="hotelOffers.flights.failed"
          onRetry={() => dispatch(flightsActions.flightsRetried())}
        />
      )}
      {flights.status === 'resolved' && nothing && (
        <p className="hs-offers__state">
          <FormattedMessage id="hotelOffers.flights.none" />
        </p>
      )}
      <div className="hs-offers__flights" aria-busy={flights.status === 'loading'}>
        <FlightOptions
          title={intl.formatMessage({ id: 'hotelOffers.flights.outbound' })}
          choices={fromOptions(departures)}
          format={format}
          onChoose={choose}
        />
        <FlightOptions
          title={intl.formatMessage({ id: 'hotelOffers.flights.return' })}
          choices={fromOptions(returns)}
          format={format}
          onChoose={choose}
        />
        <FlightOptions
          title={intl.formatMessage({ id: 'hotelOffers.flights.alternatives' })}
          choices={fromOffers(alternatives)}
          format={format}
          onChoose={choose}
        />
      </div>
    </div>
  );
}
