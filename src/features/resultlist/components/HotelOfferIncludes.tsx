import { FormattedMessage, useIntl } from 'react-intl';
import type { Offer } from '../../../api/types';

/** What the price includes: flights, nights, room, board and transfer. */
export function HotelOfferIncludes({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const room = offer.rooms[0];
  return (
    <ul
      className="hs-rl-item__includes"
      aria-label={intl.formatMessage({ id: 'resultlist.item.includes' })}
    >
      <li>
        <FormattedMessage
          id="resultlist.item.flights"
          values={{ airport: offer.departureAirport.name }}
        />
      </li>
      <li>
        <FormattedMessage id="resultlist.item.nights" values={{ count: offer.lengthOfStay }} />
      </li>
      {room && <li>{room.name}</li>}
      {room && <li>{room.board.name}</li>}
      {room?.transfer && (
        <li>
          <FormattedMessage id="resultlist.item.transfer" />
        </li>
      )}
    </ul>
  );
}
