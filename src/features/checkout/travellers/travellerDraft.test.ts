import { validValues } from './testing/travellerFixtures';
import {
  clearTravellerDraft,
  readTravellerDraft,
  restoreTravellerDraft,
  saveTravellerDraft,
} from './travellerDraft';
import { initialTravellerValues } from './setInfoData';
import { travellersCart } from './testing/travellerFixtures';
import { ageLimitsOf } from './travellerRules';

const empty = () =>
  initialTravellerValues(travellersCart(), { ageLimits: ageLimitsOf(), dateSeparator: '/' });

describe('traveller draft', () => {
  afterEach(() => window.sessionStorage.clear());

  it('restores what was typed for the same checkout, and nothing after clearing', () => {
    const values = validValues();
    saveTravellerDraft('bk-1', values);
    const restored = restoreTravellerDraft(empty(), readTravellerDraft('bk-1'));
    expect(restored.adults[1]).toMatchObject({
      fname: 'Erika',
      birthDate: '03/04/1982',
      title: 'Dr',
    });
    expect(restored.children[1]).toMatchObject({ fname: 'Paul', ageGroup: 'infant' });
    expect(restored.billing.city).toBe('Berlin');
    expect(restored.email).toBe('max@example.com');
    expect(readTravellerDraft('bk-2')).toBeNull();
    clearTravellerDraft('bk-1');
    expect(readTravellerDraft('bk-1')).toBeNull();
  });

  it('never stores anything card-like, nor the consents', () => {
    const values = validValues();
    values.billing.street = '4111 1111 1111 1111';
    values.adults[1]!.fname = '5555555555554444';
    saveTravellerDraft('bk-1', values);
    const stored = window.sessionStorage.getItem('hs_checkout_travellers:bk-1') ?? '';
    expect(stored).not.toMatch(/\d{13}|4111 1111|992001234567890/);
    expect(stored).not.toMatch(/termsAccepted|newsletter/);
    const restored = restoreTravellerDraft(empty(), readTravellerDraft('bk-1'));
    expect(restored.billing.street).toBe('');
    expect(restored.adults[0]!.milesMoreEarnNumber).toBe('');
    expect(restored.termsAccepted).toBe(false);
  });

  it('ignores broken or tampered drafts: no extra rows, no changed age groups, no odd types', () => {
    window.sessionStorage.setItem('hs_checkout_travellers:bk-1', '{not json');
    expect(restoreTravellerDraft(empty(), readTravellerDraft('bk-1'))).toEqual(empty());
    const tampered = {
      adults: [
        { passengerIndex: 0, fname: { toString: 1 } },
        { passengerIndex: 9, fname: 'Extra' },
      ],
      children: [{ passengerIndex: 2, ageGroup: 'adult', fname: 'Lena' }],
      email: 42,
      firstPersonBilled: 'yes',
    };
    const restored = restoreTravellerDraft(empty(), tampered);
    expect(restored.adults).toHaveLength(2);
    expect(restored.adults[0]!.fname).toBe('');
    expect(restored.children[0]).toMatchObject({ fname: 'Lena', ageGroup: 'child' });
    expect(restored.email).toBe('');
    expect(restored.firstPersonBilled).toBe(true);
  });
});
