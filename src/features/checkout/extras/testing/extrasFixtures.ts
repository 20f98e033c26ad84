import type {
  AncillaryGroup,
  BaggageLeg,
  ExtraOption,
  Flight,
  Offer,
  TransferOption,
} from '../../../../api/types';
import type { ExtraGroup, TransferGroup } from '../extrasRules';

export function transferOption(
  refId: string,
  type: TransferOption['transfer']['type'],
  name: string,
  value: number,
): TransferOption {
  return {
    refId,
    transfer: { type, name, amount: { value, currency: 'EUR' } },
    oneWayTransfer: false,
    returnTransfer: true,
  };
}

export function transferGroup(selectedRefId: string | null = null): TransferGroup {
  return {
    type: 'transfer',
    selectedRefId,
    options: [
      transferOption('transfer-bus', 'Bus', 'Shuttle bus', 90),
      transferOption('transfer-taxi', 'HolidayTaxi', 'Holiday taxi', 110),
      transferOption('transfer-private', 'Private', 'Private transfer', 165),
    ],
  };
}

export function extraOption(
  type: ExtraOption['type'],
  refId: string,
  title: string,
  amount: number,
  overrides: Partial<ExtraOption> = {},
): ExtraOption {
  return {
    refId,
    type,
    title,
    description: `${title}: what it includes.`,
    selected: false,
    service: {
      key: type === 'insurance' ? 'insurance' : type === 'rentalCar' ? 'rentalCar' : 'additional',
      name: title,
      price: { amount },
      firstDay: '2026-07-01',
      lastDay: '2026-07-08',
      quantity: 1,
    },
    ...(type === 'rentalCar'
      ? {
          serviceCar: {
            serviceId: refId,
            category: 'Economy',
            model: 'VW Polo',
            doors: 5,
            seats: 5,
            airCondition: true,
            pickUp: 'Palma de Mallorca',
          },
        }
      : {}),
    ...overrides,
  };
}

export function extraGroup(type: ExtraOption['type'], options: ExtraOption[]): ExtraGroup {
  return { type, options };
}

/** Every type of the demo host, nothing selected. */
export function allGroups(): AncillaryGroup[] {
  return [
    transferGroup(),
    extraGroup('insurance', [
      extraOption('insurance', 'ins-cancel', 'Cancellation insurance', 61.2),
      extraOption('insurance', 'ins-full', 'Full protection package', 102),
    ]),
    extraGroup('rentalCar', [extraOption('rentalCar', 'car-economy', 'Rental car, economy', 203)]),
    extraGroup('luggage', [extraOption('luggage', 'luggage-23', 'Checked bag 23 kg', 90)]),
    extraGroup('priorityBoarding', [
      extraOption('priorityBoarding', 'priority', 'Priority boarding', 24),
    ]),
    extraGroup('fastTrack', [extraOption('fastTrack', 'fast-track', 'Fast track', 30)]),
    extraGroup('legSeat', [extraOption('legSeat', 'leg-seat', 'Extra legroom seat', 58)]),
  ];
}

const leg: BaggageLeg = {
  handLuggagePieces: 1,
  handLuggageWeight: 8,
  luggagePieces: 1,
  luggageWeight: 20,
  noBaggageFare: false,
};

function flight(from: string, to: string, baggageInfo: BaggageLeg[]): Flight {
  return {
    departureDateTime: '2026-07-01T08:00:00',
    arrivalDateTime: '2026-07-01T10:30:00',
    departureAirport: { code: from, name: from },
    arrivalAirport: { code: to, name: to },
    airline: { code: 'XY', name: 'Example Air' },
    flightNumber: 'XY123',
    stops: 0,
    baggageInfo,
  };
}

/** Outbound with a checked bag, return with hand luggage only. */
export function offerFlights(): Pick<Offer, 'departureFlight' | 'returnFlight'> {
  return {
    departureFlight: flight('FRA', 'PMI', [leg]),
    returnFlight: flight('PMI', 'FRA', [
      { ...leg, luggagePieces: 0, luggageWeight: 0, noBaggageFare: true },
    ]),
  };
}
