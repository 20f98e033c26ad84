import { FormattedMessage, useIntl } from 'react-intl';
import { formatIsoDate } from '../../../lib/dateFormat';
import { useAppSelector } from '../../../store/hooks';
import { Stars } from '../../../ui';
import { selectCart } from '../checkoutSlice';
import { MilesEarnedNote } from './MilesEarnedNote';
import { PriceBreakdown } from './PriceBreakdown';

/** What is being booked, beside every step and on the outcome pages. */
export function BookingSummary({ showReference = false }: { showReference?: boolean }) {
  const intl = useIntl();
  const cart = useAppSelector(selectCart);
  if (!cart) return null;
  const { offer, hotel } = cart.product;
  const travellers = cart.checkout.package.passengerInfo.passengers.length;
  return (
    <aside className="hs-checkout__summary" aria-labelledby="hs-checkout-summary">
      <h2 id="hs-checkout-summary">
        <FormattedMessage id="checkout.summary.heading" />
      </h2>
      <p>
        <strong>{hotel.name}</strong> <Stars category={hotel.category} />
      </p>
      <dl>
        {showReference && (
          <>
            <dt>
              <FormattedMessage id="checkout.summary.reference" />
            </dt>
            <dd>{cart.checkout.id}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="checkout.summary.datesLabel" />
        </dt>
        <dd>
          <FormattedMessage
            id="checkout.summary.dates"
            values={{
              from: formatIsoDate(intl.locale, offer.departureDate, 'mediumDate'),
              to: formatIsoDate(intl.locale, offer.returnDate, 'mediumDate'),
            }}
          />{' '}
          (<FormattedMessage id="checkout.summary.nights" values={{ count: offer.lengthOfStay }} />)
        </dd>
        <dt>
          <FormattedMessage id="checkout.summary.travellersLabel" />
        </dt>
        <dd>
          <FormattedMessage id="checkout.summary.travellers" values={{ count: travellers }} />
        </dd>
        <dt>
          <FormattedMessage id="checkout.summary.roomLabel" />
        </dt>
        <dd>{offer.rooms.map((room) => `${room.name}, ${room.board.name}`).join('; ')}</dd>
      </dl>
      <PriceBreakdown />
      <MilesEarnedNote />
    </aside>
  );
}
