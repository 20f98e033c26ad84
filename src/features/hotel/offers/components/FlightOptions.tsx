import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Flight } from '../../../../api/types';
import type { OfferFormat } from './useOfferFormat';
import { useChosenInView } from './useChosenInView';

export interface FlightChoice {
  offerId: string;
  flight: Flight;
  /** Per person, against the selected offer. */
  priceDifference: number;
  currency: string;
  selected: boolean;
  available: boolean;
}

interface Props {
  title: string;
  choices: readonly FlightChoice[];
  format: OfferFormat;
  onChoose: (offerId: string) => void;
}

/** The route of a flight as one line: 'FRA 06:45 → PMI 09:00'. */
export function useFlightRoute(format: OfferFormat) {
  const intl = useIntl();
  return (flight: Flight) =>
    intl.formatMessage(
      { id: 'hotelOffers.flights.route' },
      {
        from: flight.departureAirport.code,
        departure: format.time(flight.departureDateTime),
        to: flight.arrivalAirport.code,
        arrival: format.time(flight.arrivalDateTime),
      },
    );
}

/** A group of flights to choose from; the chosen one is pressed. */
export function FlightOptions({ title, choices, format, onChoose }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const route = useFlightRoute(format);
  const listRef = useChosenInView<HTMLUListElement>(
    choices.find((choice) => choice.selected)?.offerId ?? null,
  );
  if (choices.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ul className="hs-offers__choices" ref={listRef}>
        {choices.map((choice) => {
          const { flight } = choice;
          const parts = [
            format.shortDate(flight.departureDateTime.slice(0, 10)),
            route(flight),
            intl.formatMessage({ id: 'hotelOffers.flights.stops' }, { stops: flight.stops }),
            `${flight.airline.name} ${flight.flightNumber}`,
            ...(flight.baggageInfo[0]?.noBaggageFare
              ? [intl.formatMessage({ id: 'hotelOffers.flights.handLuggageOnly' })]
              : []),
          ];
          const difference = format.difference(choice.priceDifference, choice.currency);
          return (
            <li key={choice.offerId}>
              <button
                type="button"
                className="hs-offers__choice"
                aria-pressed={choice.selected}
                aria-disabled={!choice.available || undefined}
                aria-label={[...parts, difference].join(', ')}
                onClick={() => {
                  if (choice.available && !choice.selected) onChoose(choice.offerId);
                }}
              >
                <span>{parts.join(' · ')}</span>
                <span aria-hidden="true">{difference}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
