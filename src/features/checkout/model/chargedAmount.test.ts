/** @jest-environment node */
import fc from 'fast-check';
import type { Cart, Service, ServiceKey } from '../../../api/types';
import { packageWith, service } from '../payment/rules/testing/packageFixture';
import { testCart } from '../testing/cartFixture';
import { chargedAmount, priceBreakdown } from './chargedAmount';

const cents = (max: number) => fc.integer({ min: 0, max });
const ancillaryKeys: ServiceKey[] = ['transfer', 'rental', 'rentalCar', 'insurance', 'additional'];

interface Parts {
  base: number;
  extras: { key: ServiceKey; cents: number }[];
  fee: number;
  coupon: number;
  card: number;
  member: number;
  miles: number;
}

/** A cart as the host answers it: its total is its own sum, in cents, never a float sum. */
function cartOf(parts: Parts, currency = 'EUR'): { cart: Cart; expectedCents: number } {
  const extrasCents = parts.extras.reduce((sum, extra) => sum + extra.cents, 0);
  const totalCents =
    parts.base + extrasCents + parts.fee - parts.coupon - parts.card - parts.member;
  const services: Service[] = parts.extras.map((extra) =>
    service({ key: extra.key, price: { amount: extra.cents / 100 } }),
  );
  const pkg = {
    ...packageWith(services, {
      basePrice: parts.base / 100,
      paymentFee: parts.fee / 100,
      coupon: parts.coupon / 100,
    }),
    cardDiscount: parts.card ? { percent: 7, price: { amount: parts.card / 100 } } : null,
    memberDiscount: parts.member ? { percent: 5, price: { amount: parts.member / 100 } } : null,
  };
  const miles = parts.miles
    ? {
        bonusProgramName: 'MilesAndMore' as const,
        originalAmount: totalCents / 100,
        value: { amount: (totalCents - parts.miles) / 100 },
      }
    : {};
  const cart = testCart({
    package: pkg,
    amounts: { totalAmount: { value: totalCents / 100, currency } },
    payment: miles,
  });
  return { cart, expectedCents: totalCents - parts.miles };
}

const parts: fc.Arbitrary<Parts> = fc
  .record({
    base: cents(900_000).map((c) => c + 10_000),
    extras: fc.array(fc.record({ key: fc.constantFrom(...ancillaryKeys), cents: cents(80_000) }), {
      maxLength: 6,
    }),
    fee: cents(2_000),
    shares: fc.tuple(cents(100), cents(100), cents(100), cents(100)),
  })
  .map(({ base, extras, fee, shares: [coupon, card, member, miles] }) => {
    // Discounts and miles each take at most a fifth of the base price: the total stays positive.
    const share = (percent: number) => Math.floor((base * percent) / 500);
    return {
      base,
      extras,
      fee,
      coupon: share(coupon),
      card: share(card),
      member: share(member),
      miles: share(miles),
    };
  });

const sumCents = (amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

describe('the amount charged and its breakdown (docs/rules/checkout-prices.md)', () => {
  it('charges the host total less what miles pay, in the total currency, to the cent', () => {
    fc.assert(
      fc.property(parts, fc.constantFrom('EUR', 'CHF', 'GBP'), (p, currency) => {
        const { cart, expectedCents } = cartOf(p, currency);
        const charged = chargedAmount(cart);
        expect(Math.round(charged.value * 100)).toBe(expectedCents);
        expect(charged.currency).toBe(currency);
      }),
    );
  });

  it('has lines that add up to the amount charged, every part once', () => {
    fc.assert(
      fc.property(parts, (p) => {
        const { cart, expectedCents } = cartOf(p);
        const { lines, charged } = priceBreakdown(cart);
        expect(sumCents(lines.map((line) => line.amount))).toBe(expectedCents);
        expect(Math.round(charged.value * 100)).toBe(expectedCents);
        for (const kind of ['coupon', 'cardDiscount', 'memberDiscount', 'miles'])
          expect(lines.filter((line) => line.kind === kind).every((l) => l.amount < 0)).toBe(true);
      }),
    );
  });

  it('lists the per person price of each kind of traveller with their count', () => {
    const cart = testCart();
    const pkg = cart.checkout.package;
    const withParty = testCart({
      package: {
        ...pkg,
        offerAdult: { amount: 900 },
        offerChild: { amount: 585 },
        offerInfant: { amount: 75 },
        passengerInfo: {
          passengers: (['ADULT', 'FEMALE', 'CHILD', 'INFANT'] as const).map((type) => ({
            type,
            firstName: 'A0',
            lastName: 'A0',
            dateOfBirth: '',
          })),
        },
      },
    });
    expect(priceBreakdown(withParty).perPerson).toEqual([
      { kind: 'adult', count: 2, amount: 900 },
      { kind: 'child', count: 1, amount: 585 },
      { kind: 'infant', count: 1, amount: 75 },
    ]);
  });
});
