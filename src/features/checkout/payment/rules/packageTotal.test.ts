/** @jest-environment node */
import fc from 'fast-check';
import type { AdditionalServiceKind, Service, ServiceKey } from '../../../../api/types';
import { packageTotal, packageTotalParts } from './packageTotal';
import { packageWith, service } from './testing/packageFixture';

const cents = fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100);

const ancillaryKeys: ServiceKey[] = ['transfer', 'rental', 'rentalCar', 'insurance', 'additional'];
const additionalKinds: (AdditionalServiceKind | undefined)[] = [
  'PassengerFlightLuggage',
  'Insurance',
  'PassengerFlightPriorityBoarding',
  'PassengerFlightFastTrack',
  'PassengerFlightLegSeat',
  undefined,
];
const ancillary: fc.Arbitrary<Service> = fc
  .record({
    key: fc.constantFrom(...ancillaryKeys),
    kind: fc.constantFrom(...additionalKinds),
    amount: cents,
  })
  .map(({ key, kind, amount }) => service({ key, additionalServiceKind: kind, price: { amount } }));

describe('package total', () => {
  it('adds base price, every ancillary kind and the fee, and takes off the coupon', () => {
    const pkg = packageWith(
      [
        service({ key: 'transfer', price: { amount: 90 } }),
        service({ key: 'rentalCar', price: { amount: 210.5 } }),
        service({
          key: 'additional',
          additionalServiceKind: 'PassengerFlightLegSeat',
          price: { amount: 40 },
        }),
        service({
          key: 'additional',
          additionalServiceKind: 'PassengerFlightLuggage',
          price: { amount: 60 },
        }),
        service({ key: 'insurance', additionalServiceKind: 'Insurance', price: { amount: 49.99 } }),
        service({
          key: 'additional',
          additionalServiceKind: 'PassengerFlightFastTrack',
          price: { amount: 15 },
        }),
        service({
          key: 'additional',
          additionalServiceKind: 'PassengerFlightPriorityBoarding',
          price: { amount: 12 },
        }),
      ],
      { basePrice: 1299, paymentFee: 9.9, coupon: 50 },
    );
    expect(packageTotalParts(pkg)).toEqual({
      basePrice: 1299,
      transfers: 90,
      rentals: 210.5,
      seats: 40,
      luggage: 60,
      insurance: 49.99,
      fastTrack: 15,
      otherAncillaries: 12,
      paymentFee: 9.9,
      coupon: 50,
    });
    expect(packageTotal(pkg)).toBe(1736.39);
  });

  it('counts flights and hotel only through the base price', () => {
    const pkg = packageWith([service({ key: 'outbound', price: { amount: 300 } })], {
      basePrice: 800,
    });
    expect(packageTotal(pkg)).toBe(800);
  });

  it('never asks for less than nothing when the coupon is larger than the rest', () => {
    expect(packageTotal(packageWith([], { basePrice: 20, coupon: 50 }))).toBe(0);
  });

  it('equals the sum of its parts minus the coupon, to the cent, for any services', () => {
    fc.assert(
      fc.property(fc.array(ancillary, { maxLength: 12 }), cents, cents, (services, base, fee) => {
        const pkg = packageWith(services, { basePrice: base, paymentFee: fee });
        const expectedCents =
          Math.round(base * 100) +
          Math.round(fee * 100) +
          services.reduce((sum, s) => sum + Math.round(s.price.amount * 100), 0);
        expect(Math.round(packageTotal(pkg) * 100)).toBe(expectedCents);
        expect(Number.isInteger(Number((packageTotal(pkg) * 100).toFixed(6)))).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the services', () => {
    fc.assert(
      fc.property(fc.array(ancillary, { maxLength: 10 }), (services) => {
        const reversed = [...services].reverse();
        expect(packageTotal(packageWith(reversed))).toBe(packageTotal(packageWith(services)));
      }),
    );
  });
});
