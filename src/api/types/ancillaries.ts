import type { ApiMessage, SuccessResponse } from './common';
import type { Service, TransferOption } from './checkout';
import type { OfferChange } from './offer';

/** Ancillary kinds of the extras step. */
export type AncillaryType =
  'transfer' | 'insurance' | 'rentalCar' | 'luggage' | 'priorityBoarding' | 'fastTrack' | 'legSeat';

export interface RentalCar {
  serviceId: string;
  category: string;
  model: string;
  doors: number;
  seats: number;
  airCondition: boolean;
  pickUp: string;
}

/** A priced extra (everything except transfers). */
export interface ExtraOption {
  refId: string;
  type: Exclude<AncillaryType, 'transfer'>;
  title: string;
  description: string;
  service: Service;
  selected: boolean;
  /** Only on rental cars. */
  serviceCar?: RentalCar;
}

export type AncillaryGroup =
  | { type: 'transfer'; options: TransferOption[]; selectedRefId: string | null }
  | { type: Exclude<AncillaryType, 'transfer'>; options: ExtraOption[] };

export interface GetAncillariesResponse extends SuccessResponse {
  messages: ApiMessage[];
  changes: OfferChange[];
  ancillaries: AncillaryGroup[];
}

/** Ancillary update: the chosen refIds of one type; an empty list removes the type. */
export interface SetAncillariesData {
  type: AncillaryType;
  refIds: string[];
}
