/** @jest-environment node */
import { checkAreaCatalogue } from '../../../testing/areaCatalogue';
import de from '../../../i18n/catalogues/de/checkout-travellers.json';
import en from '../../../i18n/catalogues/en/checkout-travellers.json';
import { errorIds } from './travellersSchema';

describe('checkout travellers messages', () => {
  checkAreaCatalogue('checkout-travellers', { en, de }, /^checkout\.travellers\./, {
    ...{ minChildAge: 2, maxChildAge: 12, maxTeenAge: 18, number: 2, format: 'DD/MM/YYYY' },
    separator: '/',
    link: (chunks: string[]) => chunks.join(''),
    ...{ actual: 3, booked: 8 },
  });

  it('hold a text for every validation error', () => {
    for (const id of Object.values(errorIds)) expect(en).toHaveProperty([id]);
  });

  it('number a group only from its second member on', () => {
    expect(en['checkout.travellers.group.adult'].includes('=0 {Adult}')).toBe(true);
  });
});
