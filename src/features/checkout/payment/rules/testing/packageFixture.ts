import type { Package, Service } from '../../../../../api/types';

export function service(overrides: Partial<Service> & Pick<Service, 'key'>): Service {
  return {
    name: overrides.key,
    price: { amount: 0 },
    firstDay: '2026-07-01',
    lastDay: '2026-07-08',
    quantity: 1,
    ...overrides,
  };
}

/** A package of base price, fee and coupon with the given services beside flights and hotel. */
export function packageWith(
  services: Service[],
  { basePrice = 1000, paymentFee = 0, coupon = 0 } = {},
): Package {
  return {
    serviceContainers: [
      service({ key: 'outbound', price: { amount: 0 } }),
      service({ key: 'inbound', price: { amount: 0 } }),
      service({ key: 'hotel', price: { amount: basePrice } }),
      ...services,
    ].map((s) => ({ service: s })),
    payments: [],
    passengerInfo: { passengers: [] },
    offerAdult: { amount: basePrice / 2 },
    offerChild: { amount: 0 },
    offerInfant: { amount: 0 },
    customer: null,
    coupon: coupon ? { code: 'SAVE', price: { amount: coupon } } : null,
    market: 'DE',
    basePrice: { amount: basePrice },
    payment: { paymentFee: { amount: paymentFee } },
  };
}
