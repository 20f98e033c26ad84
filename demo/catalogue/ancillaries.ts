import type {
  AncillaryGroup,
  ExtraOption,
  Offer,
  Service,
  TransferOption,
} from '../../src/api/types';
import type { Language, LocalLanguage } from './model';

/** Extras of the checkout: transfers from 90 EUR and six kinds of extras. */
interface ExtraSpec {
  refId: string;
  type: ExtraOption['type'];
  /** Title and description in each language. */
  en: [string, string];
  de: [string, string];
  it: [string, string];
  es: [string, string];
  fr: [string, string];
  /** Price per traveller, or a share of the package price when `percent` is set. */
  price: number;
  percent?: boolean;
  perNight?: boolean;
  service: Pick<Service, 'key' | 'additionalServiceKind' | 'kind'> & { perTraveller: boolean };
}

const extras: ExtraSpec[] = [
  {
    refId: 'ins-cancel',
    type: 'insurance',
    en: ['Cancellation insurance', 'Covers cancellation costs up to the full travel price.'],
    de: ['Reiserücktrittsversicherung', 'Übernimmt Stornokosten bis zum vollen Reisepreis.'],
    it: [
      'Assicurazione annullamento viaggio',
      'Copre le penali di annullamento fino all’intero prezzo del viaggio.',
    ],
    es: [
      'Seguro de cancelación',
      'Cubre los gastos de cancelación hasta el importe total del viaje.',
    ],
    fr: [
      'Assurance annulation',
      'Couvre les frais d’annulation jusqu’à la totalité du prix du voyage.',
    ],
    price: 4.5,
    percent: true,
    service: { key: 'insurance', additionalServiceKind: 'Insurance', perTraveller: false },
  },
  {
    refId: 'ins-full',
    type: 'insurance',
    en: ['Full protection package', 'Cancellation, curtailment, health and luggage insurance.'],
    de: ['Rundum-sorglos-Schutz', 'Rücktritt, Reiseabbruch, Kranken- und Gepäckversicherung.'],
    it: [
      'Protezione completa',
      'Annullamento, interruzione del viaggio, spese mediche e bagaglio.',
    ],
    es: ['Protección total', 'Cancelación, interrupción del viaje, asistencia médica y equipaje.'],
    fr: ['Protection complète', 'Annulation, interruption de voyage, frais médicaux et bagages.'],
    price: 7.5,
    percent: true,
    service: { key: 'insurance', additionalServiceKind: 'Insurance', perTraveller: false },
  },
  {
    refId: 'car-economy',
    type: 'rentalCar',
    en: ['Rental car, economy', 'VW Polo or similar, unlimited mileage, fully insured.'],
    de: ['Mietwagen Kleinwagen', 'VW Polo o. ä., unbegrenzte Kilometer, vollkaskoversichert.'],
    it: [
      'Auto a noleggio, utilitaria',
      'VW Polo o similare, chilometraggio illimitato, copertura assicurativa completa.',
    ],
    es: [
      'Coche de alquiler, económico',
      'VW Polo o similar, kilometraje ilimitado, seguro a todo riesgo.',
    ],
    fr: [
      'Voiture de location, citadine',
      'VW Polo ou similaire, kilométrage illimité, assurance tous risques.',
    ],
    price: 29,
    perNight: true,
    service: { key: 'rentalCar', kind: 'RentalCar', perTraveller: false },
  },
  {
    refId: 'car-suv',
    type: 'rentalCar',
    en: ['Rental car, SUV', 'Nissan Qashqai or similar, unlimited mileage, fully insured.'],
    de: ['Mietwagen SUV', 'Nissan Qashqai o. ä., unbegrenzte Kilometer, vollkaskoversichert.'],
    it: [
      'Auto a noleggio, SUV',
      'Nissan Qashqai o similare, chilometraggio illimitato, copertura assicurativa completa.',
    ],
    es: [
      'Coche de alquiler, SUV',
      'Nissan Qashqai o similar, kilometraje ilimitado, seguro a todo riesgo.',
    ],
    fr: [
      'Voiture de location, SUV',
      'Nissan Qashqai ou similaire, kilométrage illimité, assurance tous risques.',
    ],
    price: 52,
    perNight: true,
    service: { key: 'rentalCar', kind: 'RentalCar', perTraveller: false },
  },
  {
    refId: 'luggage-23',
    type: 'luggage',
    en: ['Checked bag 23 kg', 'One piece of checked luggage per traveller, both ways.'],
    de: ['Aufgabegepäck 23 kg', 'Ein Gepäckstück pro Reisendem, Hin- und Rückflug.'],
    it: ['Bagaglio da stiva 23 kg', 'Un bagaglio da stiva a persona, andata e ritorno.'],
    es: ['Maleta facturada de 23 kg', 'Una maleta facturada por viajero, ida y vuelta.'],
    fr: ['Bagage en soute 23 kg', 'Un bagage en soute par voyageur, à l’aller et au retour.'],
    price: 45,
    service: {
      key: 'additional',
      additionalServiceKind: 'PassengerFlightLuggage',
      perTraveller: true,
    },
  },
  {
    refId: 'priority',
    type: 'priorityBoarding',
    en: ['Priority boarding', 'Board first and keep your hand luggage close.'],
    de: ['Priority Boarding', 'Als Erste einsteigen, Handgepäck in Ihrer Nähe.'],
    it: [
      'Imbarco prioritario',
      'Salga a bordo tra i primi e tenga il bagaglio a mano vicino a sé.',
    ],
    es: ['Embarque prioritario', 'Embarque entre los primeros y tenga su equipaje de mano cerca.'],
    fr: [
      'Embarquement prioritaire',
      'Embarquez parmi les premiers et gardez votre bagage à main près de vous.',
    ],
    price: 12,
    service: {
      key: 'additional',
      additionalServiceKind: 'PassengerFlightPriorityBoarding',
      perTraveller: true,
    },
  },
  {
    refId: 'fast-track',
    type: 'fastTrack',
    en: ['Fast track', 'Skip the queue at security.'],
    de: ['Fast Track', 'Ohne Warteschlange durch die Sicherheitskontrolle.'],
    it: ['Corsia preferenziale', 'Eviti la coda ai controlli di sicurezza.'],
    es: ['Acceso prioritario', 'Evite las colas en el control de seguridad.'],
    fr: ['Coupe-file', 'Passez le contrôle de sécurité sans faire la queue.'],
    price: 15,
    service: {
      key: 'additional',
      additionalServiceKind: 'PassengerFlightFastTrack',
      perTraveller: true,
    },
  },
  {
    refId: 'leg-seat',
    type: 'legSeat',
    en: ['Extra legroom seat', 'More legroom on both flights.'],
    de: ['Sitzplatz mit mehr Beinfreiheit', 'Mehr Beinfreiheit auf beiden Flügen.'],
    it: ['Posto con più spazio per le gambe', 'Più spazio per le gambe su entrambi i voli.'],
    es: [
      'Asiento con más espacio para las piernas',
      'Más espacio para las piernas en ambos vuelos.',
    ],
    fr: [
      'Siège avec plus d’espace pour les jambes',
      'Plus d’espace pour les jambes sur les deux vols.',
    ],
    price: 29,
    service: {
      key: 'additional',
      additionalServiceKind: 'PassengerFlightLegSeat',
      perTraveller: true,
    },
  },
];

const transfers: ({
  refId: string;
  type: TransferOption['transfer']['type'];
  amount: number;
} & Record<Language, string>)[] = [
  {
    refId: 'transfer-bus',
    type: 'Bus',
    en: 'Shuttle bus',
    de: 'Bustransfer',
    it: 'Trasferimento in navetta',
    es: 'Traslado en autobús',
    fr: 'Transfert en bus',
    amount: 90,
  },
  {
    refId: 'transfer-taxi',
    type: 'HolidayTaxi',
    en: 'Holiday taxi',
    de: 'Holiday Taxi',
    it: 'Trasferimento in taxi',
    es: 'Traslado en taxi',
    fr: 'Transfert en taxi',
    amount: 110,
  },
  {
    refId: 'transfer-private',
    type: 'Private',
    en: 'Private transfer',
    de: 'Privattransfer',
    it: 'Trasferimento privato',
    es: 'Traslado privado',
    fr: 'Transfert privé',
    amount: 165,
  },
];

/** The small car's class where the car card names it; German and English pages say Economy. */
const economyClass: Record<LocalLanguage, string> = {
  it: 'Utilitaria',
  es: 'Económico',
  fr: 'Citadine',
};

export function transferOptions(language: Language): TransferOption[] {
  return transfers.map((t) => ({
    refId: t.refId,
    transfer: { type: t.type, name: t[language], amount: { value: t.amount, currency: 'EUR' } },
    oneWayTransfer: false,
    returnTransfer: true,
  }));
}

/** The service a transfer adds to the package. */
export function transferService(option: TransferOption, offer: Offer): Service {
  return {
    key: 'transfer',
    name: option.transfer.name,
    price: { amount: option.transfer.amount.value },
    firstDay: offer.departureDate,
    lastDay: offer.returnDate,
    kind: option.transfer.type,
    quantity: 1,
  };
}

export function extraOptions(
  offer: Offer,
  travellers: number,
  language: Language,
  selected: string[],
): ExtraOption[] {
  return extras.map((spec) => {
    const [title, description] = spec[language];
    const quantity = spec.service.perTraveller ? travellers : 1;
    const amount = spec.percent
      ? Math.round(offer.price.amount * spec.price) / 100
      : spec.perNight
        ? spec.price * offer.lengthOfStay
        : spec.price * quantity;
    const service: Service = {
      key: spec.service.key,
      name: title,
      price: { amount },
      firstDay: offer.departureDate,
      lastDay: offer.returnDate,
      quantity,
      ...(spec.service.kind ? { kind: spec.service.kind } : {}),
      ...(spec.service.additionalServiceKind
        ? { additionalServiceKind: spec.service.additionalServiceKind }
        : {}),
      ...(spec.service.key === 'additional'
        ? { masterServiceKey: 'outbound', carrier: offer.departureFlight.airline.code }
        : {}),
    };
    return {
      refId: spec.refId,
      type: spec.type,
      title,
      description,
      service,
      selected: selected.includes(spec.refId),
      ...(spec.type === 'rentalCar'
        ? {
            serviceCar: {
              serviceId: spec.refId,
              category:
                spec.refId === 'car-suv'
                  ? 'SUV'
                  : language === 'de' || language === 'en'
                    ? 'Economy'
                    : economyClass[language],
              model: spec.refId === 'car-suv' ? 'Nissan Qashqai' : 'VW Polo',
              doors: 5,
              seats: 5,
              airCondition: true,
              pickUp: offer.departureFlight.arrivalAirport.name,
            },
          }
        : {}),
    };
  });
}

/** All groups for the extras step, transfers first. */
export function ancillaryGroups(
  offer: Offer,
  travellers: number,
  language: Language,
  selected: string[],
): AncillaryGroup[] {
  const transfer = transferOptions(language);
  const others = extraOptions(offer, travellers, language, selected);
  const types = [...new Set(others.map((o) => o.type))];
  return [
    {
      type: 'transfer',
      options: transfer,
      selectedRefId: transfer.find((t) => selected.includes(t.refId))?.refId ?? null,
    },
    ...types.map((type) => ({ type, options: others.filter((o) => o.type === type) })),
  ];
}

export function isTransferRef(refId: string): boolean {
  return transfers.some((t) => t.refId === refId);
}

export function extraType(refId: string): ExtraOption['type'] | 'transfer' | null {
  if (isTransferRef(refId)) return 'transfer';
  return extras.find((e) => e.refId === refId)?.type ?? null;
}
