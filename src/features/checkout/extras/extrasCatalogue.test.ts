/** @jest-environment node */
import de from '../../../i18n/catalogues/de/checkout-extras.json';
import en from '../../../i18n/catalogues/en/checkout-extras.json';
import type { AncillaryType, TransferOption } from '../../../api/types';
import { checkAreaCatalogue } from '../../../testing/areaCatalogue';

const types: AncillaryType[] = [
  'transfer',
  'insurance',
  'rentalCar',
  'luggage',
  'priorityBoarding',
  'fastTrack',
  'legSeat',
];
const transferKinds: TransferOption['transfer']['type'][] = ['Bus', 'Private', 'HolidayTaxi'];

describe('checkout extras messages', () => {
  checkAreaCatalogue('checkout-extras', { en, de }, /^checkout\.extras\./, {
    ...{ price: '€90.00', title: 'x', type: 'x', name: 'x', kind: 'x', direction: 'x' },
    ...{ from: 'FRA', to: 'PMI', pieces: 1, weight: 20, handPieces: 1, handWeight: 8 },
    ...{ category: 'x', model: 'x', doors: 5, seats: 5, place: 'x' },
  });

  it('name every ancillary type and transfer kind', () => {
    for (const type of types) expect(en).toHaveProperty([`checkout.extras.type.${type}`]);
    for (const kind of transferKinds)
      expect(en).toHaveProperty([`checkout.extras.transfer.kind.${kind}`]);
  });

  it('keep the required texts word for word in English', () => {
    expect(en['checkout.extras.rentalCarRemoved']).toBe('Rental car has been removed');
    expect(en['checkout.extras.proceed']).toBe('Proceed to payment');
    expect(en['checkout.extras.back']).toBe('Back');
    expect(en['checkout.extras.transfer.none']).toBe('No transfer');
  });
});
