import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BaggageLeg, Flight, Offer } from '../../../../api/types';
import { Modal } from '../../../../ui/Modal';
import type { ExtraModalProps } from './extrasModalProps';
import { OptionDetails } from './OptionDetails';

export type OfferFlights = Pick<Offer, 'departureFlight' | 'returnFlight'>;

export interface LuggageModalProps extends ExtraModalProps {
  /** The offer's flights, whose baggage legs say what is already included. */
  flights?: OfferFlights;
}

function LegAllowance({ leg }: { leg: BaggageLeg }) {
  const values = {
    pieces: leg.luggagePieces,
    weight: leg.luggageWeight,
    handPieces: leg.handLuggagePieces,
    handWeight: leg.handLuggageWeight,
  };
  const handOnly = leg.noBaggageFare || leg.luggagePieces === 0;
  return (
    <FormattedMessage
      id={handOnly ? 'checkout.extras.luggage.handOnly' : 'checkout.extras.luggage.leg'}
      values={values}
    />
  );
}

function FlightAllowance({ flight, id }: { flight: Flight; id: string }) {
  const labelId = useId();
  return (
    <li>
      <span id={labelId}>
        <FormattedMessage
          id={id}
          values={{ from: flight.departureAirport.code, to: flight.arrivalAirport.code }}
        />
      </span>
      {flight.baggageInfo.length > 0 ? (
        <ul aria-labelledby={labelId}>
          {flight.baggageInfo.map((leg, index) => (
            // Legs have no id of their own; their order is the flight's order of segments.
            <li key={index}>
              <LegAllowance leg={leg} />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="checkout.extras.luggage.unknown" />
        </p>
      )}
    </li>
  );
}

/**
 * Luggage included in each flight (the offer's baggage details per leg) and the luggage that can
 * be added.
 */
export function LuggageModal({ open, onClose, options, currency, flights }: LuggageModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="checkout.extras.luggage.title" />}
    >
      {flights && (
        <>
          <p>
            <FormattedMessage id="checkout.extras.luggage.intro" />
          </p>
          <ul>
            <FlightAllowance
              flight={flights.departureFlight}
              id="checkout.extras.luggage.outbound"
            />
            <FlightAllowance flight={flights.returnFlight} id="checkout.extras.luggage.return" />
          </ul>
        </>
      )}
      <p>
        <FormattedMessage id="checkout.extras.luggage.more" />
      </p>
      <OptionDetails options={options} currency={currency} />
    </Modal>
  );
}
