import { FormattedMessage, useIntl } from 'react-intl';
import type { BaggageLeg, Offer } from '../../../../api/types';
import { useFlightRoute } from './FlightOptions';
import type { OfferFormat } from './useOfferFormat';

function Baggage({ leg }: { leg: BaggageLeg }) {
  const values = {
    pieces: leg.luggagePieces,
    weight: leg.luggageWeight,
    handPieces: leg.handLuggagePieces,
    handWeight: leg.handLuggageWeight,
  };
  return leg.noBaggageFare || leg.luggagePieces === 0 ? (
    <FormattedMessage id="hotelOffers.box.handLuggageOnly" values={values} />
  ) : (
    <FormattedMessage id="hotelOffers.box.baggage" values={values} />
  );
}

/** What the selected offer includes: flights with times and airports, nights, room, board, transfer, baggage. */
export function OfferIncludes({ offer, format }: { offer: Offer; format: OfferFormat }) {
  const intl = useIntl();
  const route = useFlightRoute(format);
  const room = offer.rooms[0];
  const leg = offer.departureFlight.baggageInfo[0];
  const out = offer.departureFlight;
  const back = offer.returnFlight;
  return (
    <ul aria-label={intl.formatMessage({ id: 'hotelOffers.box.includes' })}>
      <li>
        <FormattedMessage
          id="hotelOffers.box.outbound"
          values={{ date: format.shortDate(out.departureDateTime.slice(0, 10)), route: route(out) }}
        />
      </li>
      <li>
        <FormattedMessage
          id="hotelOffers.box.return"
          values={{
            date: format.shortDate(back.departureDateTime.slice(0, 10)),
            route: route(back),
          }}
        />
      </li>
      <li>
        <FormattedMessage id="hotelOffers.box.nights" values={{ count: offer.lengthOfStay }} />
      </li>
      {room && (
        <li>
          {room.name}
          {room.views.length > 0 && ` (${room.views.map((view) => view.name).join(', ')})`}
        </li>
      )}
      {room && <li>{room.board.name}</li>}
      {room?.transfer && (
        <li>
          <FormattedMessage id="hotelOffers.box.transfer" />
        </li>
      )}
      {leg && (
        <li>
          <Baggage leg={leg} />
        </li>
      )}
      <li>
        <FormattedMessage
          id="hotelOffers.box.operator"
          values={{ name: offer.tourOperator.name }}
        />
      </li>
    </ul>
  );
}
