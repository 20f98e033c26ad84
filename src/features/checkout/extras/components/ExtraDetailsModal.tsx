import type { ExtraOption } from '../../../../api/types';
import type { ExtraModalProps } from './extrasModalProps';
import { FastTrackModal } from './FastTrackModal';
import { InsuranceModal } from './InsuranceModal';
import { LuggageModal, type OfferFlights } from './LuggageModal';
import type { LoadRentalCarConditions } from './RentalCarConditions';
import { RentalCarModal } from './RentalCarModal';
import { SeatsModal } from './SeatsModal';

type ExtraType = ExtraOption['type'];

/**
 * The extras with a details modal; priority boarding has none (docs/rules/checkout.md, "What the
 * extras step shows").
 */
const typesWithDetails: readonly ExtraType[] = [
  'insurance',
  'rentalCar',
  'luggage',
  'fastTrack',
  'legSeat',
];

export function hasDetails(type: ExtraType): boolean {
  return typesWithDetails.includes(type);
}

interface ExtraDetailsModalProps extends ExtraModalProps {
  type: ExtraType;
  flights?: OfferFlights;
  loadRentalCarConditions: LoadRentalCarConditions;
}

/** The details modal of one extra type. */
export function ExtraDetailsModal({
  type,
  flights,
  loadRentalCarConditions,
  ...props
}: ExtraDetailsModalProps) {
  switch (type) {
    case 'insurance':
      return <InsuranceModal {...props} />;
    case 'fastTrack':
      return <FastTrackModal {...props} />;
    case 'legSeat':
      return <SeatsModal {...props} />;
    case 'luggage':
      return <LuggageModal {...props} flights={flights} />;
    case 'rentalCar':
      return <RentalCarModal {...props} loadRentalCarConditions={loadRentalCarConditions} />;
    case 'priorityBoarding':
      return null;
  }
}
