import type { Package, Service } from '../../../../api/types';
import { roundUp } from '../../../../lib/money';

/** The parts the package total adds up (docs/rules/checkout.md, "The package total"). */
export interface PackageTotalParts {
  basePrice: number;
  transfers: number;
  rentals: number;
  seats: number;
  luggage: number;
  insurance: number;
  fastTrack: number;
  otherAncillaries: number;
  paymentFee: number;
  coupon: number;
}

type AncillaryPart = Exclude<keyof PackageTotalParts, 'basePrice' | 'paymentFee' | 'coupon'>;

const amountOf = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Which part of the total a service belongs to. Flights and the hotel are already in the base
 * price, so they add nothing of their own.
 */
export function ancillaryPartOf(service: Service): AncillaryPart | null {
  switch (service.key) {
    case 'outbound':
    case 'inbound':
    case 'hotel':
      return null;
    case 'transfer':
      return 'transfers';
    case 'rental':
    case 'rentalCar':
      return 'rentals';
    case 'insurance':
      return 'insurance';
    default:
      break;
  }
  switch (service.additionalServiceKind) {
    case 'PassengerFlightLegSeat':
      return 'seats';
    case 'PassengerFlightLuggage':
      return 'luggage';
    case 'Insurance':
      return 'insurance';
    case 'PassengerFlightFastTrack':
      return 'fastTrack';
    default:
      return 'otherAncillaries';
  }
}

/**
 * The total's parts. Transfers are read from the service containers only (the cart lists a chosen
 * transfer there and in selectedTransfers, and it must count once).
 */
export function packageTotalParts(pkg: Package): PackageTotalParts {
  const parts: PackageTotalParts = {
    basePrice: amountOf(pkg.basePrice.amount),
    transfers: 0,
    rentals: 0,
    seats: 0,
    luggage: 0,
    insurance: 0,
    fastTrack: 0,
    otherAncillaries: 0,
    paymentFee: amountOf(pkg.payment.paymentFee.amount),
    coupon: amountOf(pkg.coupon?.price.amount),
  };
  for (const { service } of pkg.serviceContainers) {
    const part = ancillaryPartOf(service);
    if (part) parts[part] += amountOf(service.price.amount);
  }
  return parts;
}

/**
 * Total = base price + transfers + rentals + seats + luggage + insurance + fast track + other
 * ancillaries + payment fee − coupon, to 2 decimals. A coupon larger than the rest leaves nothing
 * to pay rather than a negative amount.
 */
export function packageTotal(pkg: Package): number {
  const { coupon, ...added } = packageTotalParts(pkg);
  const sum = Object.values(added).reduce((total, amount) => total + amount, 0);
  return Math.max(0, roundUp(sum - coupon, 2));
}
