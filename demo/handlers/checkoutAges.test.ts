/** @jest-environment node */
import { startDemoServer } from '../testing/demoServer';
import {
  cartOf,
  createForChildren,
  customer,
  daysFromToday,
  traveller,
} from '../testing/checkoutFlow';
import { call } from '../testing/shape';

startDemoServer();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
});

/** Born on 1 January `age` years before the year of `day`: exactly `age` on any day of it. */
const bornFor = (age: number, day: string) => `${Number(day.slice(0, 4)) - age}-01-01`;

async function setPassengers(checkoutId: string, childBirthDates: string[]) {
  const passengers = [
    traveller('Erika', 'Muster', '1980-04-02'),
    traveller('Max', 'Muster', '1979-11-30'),
    ...childBirthDates.map((dateOfBirth, index) => ({
      type: 'CHILD' as const,
      gender: 'FEMALE' as const,
      firstName: ['Lena', 'Mia'][index] ?? 'Ida',
      lastName: 'Muster',
      dateOfBirth,
    })),
  ];
  const { body } = await call('checkout_set_info', {
    params: { checkoutId },
    body: {
      data: {
        package: { customer, passengerInfo: { passengers } },
        infoForm: { firstPersonBilled: true },
      },
    },
  });
  return body;
}

describe('booked ages at the demo operator', () => {
  it('keeps the booked age and the searched birth date on each child', async () => {
    const departure = daysFromToday(42);
    const teenBirth = bornFor(14, departure);
    const cart = await createForChildren([teenBirth], departure);
    const teen = cart.checkout.package.passengerInfo.passengers[2];
    expect(teen).toMatchObject({ type: 'CHILD', age: 14, dateOfBirth: teenBirth });
  });

  it('refuses a birth date that does not give the booked age, and takes the true one', async () => {
    const departure = daysFromToday(42);
    const eight = bornFor(8, departure);
    const cart = await createForChildren([eight], departure);
    const refused = await setPassengers(cart.id, [bornFor(3, departure)]);
    expect(refused.success).toBe(false);
    expect(refused.messages).toEqual([
      expect.objectContaining({ id: 'birthDateNotBookedAge', context: 'info', data: [2] }),
    ]);
    const saved = cartOf(await setPassengers(cart.id, [eight]));
    expect(saved.checkout.package.passengerInfo.passengers[2]).toMatchObject({
      dateOfBirth: eight,
      age: 8,
    });
  });

  it('refuses names of emoji or enclosed letters', async () => {
    const cart = await createForChildren([]);
    for (const name of ['😀🎉', 'Ⓜⓤⓢⓣⓔⓡ']) {
      const { body } = await call('checkout_set_info', {
        params: { checkoutId: cart.id },
        body: {
          data: {
            package: {
              customer,
              passengerInfo: {
                passengers: [
                  traveller(name, 'Muster', '1980-04-02'),
                  traveller('Max', 'Muster', '1979-11-30'),
                ],
              },
            },
            infoForm: {},
          },
        },
      });
      expect(body.success).toBe(false);
      expect(body.messages?.map((m) => m.id)).toEqual(['unknownIssue']);
    }
  });

  it('tells neither ages nor birth dates under the no-child-ages fault', async () => {
    process.env.DEMO_FAULTS = 'checkout_create:no-child-ages';
    const departure = daysFromToday(42);
    const cart = await createForChildren([bornFor(14, departure)], departure);
    const child = cart.checkout.package.passengerInfo.passengers[2];
    expect(child).toEqual({ type: 'CHILD', firstName: 'A0', lastName: 'A0', dateOfBirth: '' });
  });
});
