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
import {
  forgetExpiredTravellerDrafts,
  travellerDraftLifetimeMs,
} from '../../../lib/travellerDraftStore';

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
    // The values only: the draft's date (milliseconds) is a 13-digit number too.
    const entry = window.sessionStorage.getItem('hs_checkout_travellers:bk-1') ?? '{}';
    const stored = JSON.stringify((JSON.parse(entry) as { values?: unknown }).values);
    expect(stored).toContain('Muster');
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

  describe('expiry', () => {
    const start = new Date('2026-06-01T10:00:00Z').getTime();
    const minute = 60_000;
    beforeEach(() => {
      jest.useFakeTimers();
      jest.setSystemTime(start);
    });
    afterEach(() => jest.useRealTimers());

    it('restores a draft within two hours of its last change', () => {
      saveTravellerDraft('bk-1', validValues());
      jest.setSystemTime(start + 90 * minute);
      const changed = validValues();
      changed.billing.city = 'Hamburg';
      saveTravellerDraft('bk-1', changed);
      // Three hours after the first change, but under two after the last one.
      jest.setSystemTime(start + 3 * 60 * minute);
      expect(restoreTravellerDraft(empty(), readTravellerDraft('bk-1')).billing.city).toBe(
        'Hamburg',
      );
    });

    it('neither restores nor keeps a draft older than two hours', () => {
      saveTravellerDraft('bk-1', validValues());
      jest.setSystemTime(start + travellerDraftLifetimeMs + 1);
      expect(restoreTravellerDraft(empty(), readTravellerDraft('bk-1'))).toEqual(empty());
      expect(window.sessionStorage.getItem('hs_checkout_travellers:bk-1')).toBeNull();
    });

    it('removes the expired drafts of every checkout, and undated or future-dated ones', () => {
      saveTravellerDraft('bk-old', validValues());
      jest.setSystemTime(start + 60 * minute);
      saveTravellerDraft('bk-recent', validValues());
      window.sessionStorage.setItem('hs_checkout_travellers:bk-undated', '{"email":"a@b.de"}');
      window.sessionStorage.setItem(
        'hs_checkout_travellers:bk-future',
        JSON.stringify({ savedAt: start + 10 * 60 * minute, values: {} }),
      );
      window.sessionStorage.setItem('hs_search_draft', 'not ours');
      jest.setSystemTime(start + 150 * minute);
      forgetExpiredTravellerDrafts();
      expect(Object.keys(window.sessionStorage).sort()).toEqual([
        'hs_checkout_travellers:bk-recent',
        'hs_search_draft',
      ]);
    });
  });
});
