import { FormattedMessage } from 'react-intl';

/** While the offers load, or when the search finds none at this hotel. */
export function OffersLoading({ empty = false }: { empty?: boolean }) {
  return (
    <p className="hs-offers__state" role="status">
      <FormattedMessage id={empty ? 'hotelOffers.state.none' : 'hotelOffers.state.loading'} />
    </p>
  );
}

/** A part of the offer area failed to load; the visitor may ask again. */
export function OffersFailed({
  onRetry,
  messageId = 'hotelOffers.state.failed',
}: {
  onRetry: () => void;
  messageId?: string;
}) {
  return (
    <div className="hs-offers__state hs-offers__state--failed" role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <button type="button" className="hs-offers__button" onClick={onRetry}>
        <FormattedMessage id="hotelOffers.state.retry" />
      </button>
    </div>
  );
}
