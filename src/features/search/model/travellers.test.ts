import fc from 'fast-check';
import { wholeYearsBetween } from '../../../lib/calendarDates';
import { isAgeOnly } from './ageOnly';
import type { TravellersValue } from './searchTypes';
import {
  birthDateForAge,
  canEmit,
  childType,
  defaultTravellers,
  defaultTravellersLimits,
  emittableChange,
  missingBirthDate,
  sameTravellers,
  setAdults,
  setChildAge,
  setChildren,
  travellerCount,
  travellersErrors,
  travellersWarnings,
  withInfantsPerAdult,
} from './travellers';

const travelDate = '2027-07-15';
const check = { travelDate };
const value = (adultsCount: number, ...childrenBirthDates: string[]): TravellersValue => ({
  adultsCount,
  childrenBirthDates,
});

describe('travellers rules', () => {
  it('defaults to 2 adults and no children', () => {
    expect(defaultTravellers).toEqual(value(2));
    expect(travellerCount(value(2, '2020-01-01'))).toBe(3);
  });

  it('bounds adults to 1..6 and children to 0..4', () => {
    expect(defaultTravellersLimits).toEqual({
      minAdults: 1,
      maxAdults: 6,
      minChildren: 0,
      maxChildren: 4,
    });
    expect(setAdults(value(2), 0).adultsCount).toBe(1);
    expect(setAdults(value(2), 9).adultsCount).toBe(6);
    expect(setChildren(value(2), 7).childrenBirthDates).toHaveLength(4);
  });

  it('adds empty slots, drops trailing birth dates and clears at 0', () => {
    const two = setChildren(value(2, '2020-01-01'), 2);
    expect(two.childrenBirthDates).toEqual(['2020-01-01', missingBirthDate]);
    expect(canEmit(two)).toBe(false);
    expect(setChildren(value(2, '2020-01-01', '2021-02-02'), 1).childrenBirthDates).toEqual([
      '2020-01-01',
    ]);
    expect(setChildren(two, 0)).toEqual(value(2));
    expect(canEmit(setChildren(two, 0))).toBe(true);
  });

  it('turns an age on arrival into a birth date half a year before that birthday', () => {
    expect(birthDateForAge(5, travelDate)).toBe('2022-01-15');
    const withAge = setChildAge(setChildren(value(2), 1), 0, 5, travelDate);
    expect(wholeYearsBetween(withAge.childrenBirthDates[0]!, travelDate)).toBe(5);
    // Still 5 when the trip moves by up to six months.
    expect(wholeYearsBetween(withAge.childrenBirthDates[0]!, '2027-01-16')).toBe(5);
    expect(wholeYearsBetween(withAge.childrenBirthDates[0]!, '2028-01-14')).toBe(5);
  });

  it('goes back the years, then the half year, each ending on a month end where it must', () => {
    // 29 February less a year is 28 February; six months before that is 28 August.
    expect(birthDateForAge(1, '2028-02-29')).toBe('2026-08-28');
    expect(birthDateForAge(0, '2027-08-31')).toBe('2027-02-28');
    expect(birthDateForAge(3, '')).toBe(missingBirthDate);
  });

  it('keeps a birth date as given and ignores an unknown child', () => {
    const one = setChildren(value(2), 1);
    expect(setChildAge(one, 0, '2019-03-31', travelDate).childrenBirthDates).toEqual([
      '2019-03-31',
    ]);
    expect(setChildAge(one, 3, 4, travelDate)).toBe(one);
  });

  it('marks a date chosen as an age as age-only, and a birth date given as known', () => {
    const two = setChildren(value(2), 2);
    const aged = setChildAge(two, 0, 5, travelDate);
    expect(aged.childrenAgeOnly).toEqual([true, false]);
    expect(isAgeOnly(aged, 0)).toBe(true);
    const dated = setChildAge(aged, 1, '2019-03-31', travelDate);
    expect(dated.childrenAgeOnly).toEqual([true, false]);
    // A birth date given later replaces the stand-in and its mark.
    expect(setChildAge(dated, 0, '2021-05-05', travelDate)).toEqual(
      value(2, '2021-05-05', '2019-03-31'),
    );
    expect(setChildren(dated, 1).childrenAgeOnly).toEqual([true]);
    expect(sameTravellers(aged, { ...aged, childrenAgeOnly: [false, false] })).toBe(false);
  });

  it('counts whole years and classifies infants, children and teens', () => {
    expect(wholeYearsBetween('2020-07-16', '2027-07-15')).toBe(6);
    expect(wholeYearsBetween('2020-07-15', '2027-07-15')).toBe(7);
    expect([0, 1, 2, 11, 12, 15].map(childType)).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'teen',
      'teen',
    ]);
  });

  it("shows 'Error' for zero adults and blocks a child without an age", () => {
    expect(travellersErrors(value(0), check)).toEqual([{ kind: 'noAdults' }]);
    expect(travellersErrors(value(2, '2020-01-01', ''), check)).toEqual([
      { kind: 'missingAge', childIndexes: [1] },
    ]);
    expect(travellersErrors(value(2, '2020-01-01'), check)).toEqual([]);
  });

  it('allows per adult only 1 child under 2 years (under 24 months)', () => {
    const infant = birthDateForAge(1, travelDate);
    expect(travellersErrors(value(1, infant), check)).toEqual([]);
    expect(travellersErrors(value(1, infant, infant), check)).toEqual([{ kind: 'tooManyInfants' }]);
    // 24 months on the travel date is no longer an infant.
    expect(travellersErrors(value(1, infant, '2025-07-15'), check)).toEqual([]);
  });

  it('counts 24 months to the month end when the birth day is missing from the travel month', () => {
    const february = { travelDate: '2027-02-28' };
    // Born on 31 March: the 23rd month is complete on 28 February, the 24th not yet.
    expect(travellersErrors(value(1, '2025-03-31', '2025-03-31'), february)).toEqual([
      { kind: 'tooManyInfants' },
    ]);
    // Born on 29 February: two years old on 28 February of a common year.
    expect(
      travellersErrors(value(1, '2024-02-29', '2025-03-31'), { travelDate: '2026-02-28' }),
    ).toEqual([]);
    expect(
      travellersErrors(value(1, '2024-02-29', '2025-03-31'), { travelDate: '2026-02-27' }),
    ).toEqual([{ kind: 'tooManyInfants' }]);
  });

  it('rejects birth dates past the maximum age or (with today) in the future', () => {
    expect(travellersErrors(value(2, '2011-07-14'), check)).toEqual([
      { kind: 'childTooOld', childIndex: 0, maxChildAge: 15 },
    ]);
    expect(travellersErrors(value(2, '2011-07-14'), { ...check, maxChildAge: 17 })).toEqual([]);
    expect(travellersErrors(value(2, '2027-03-01'), { ...check, today: '2027-02-01' })).toEqual([
      { kind: 'birthDateInFuture', childIndex: 0 },
    ]);
    expect(travellersErrors(value(2, '2027-02-01'), { ...check, today: '2027-02-01' })).toEqual([]);
    // A birth date not yet reached, against no usable today, is not in the future.
    expect(travellersErrors(value(2, '2027-03-01'), { ...check, today: '2027-02-30' })).toEqual([]);
    expect(travellersErrors(value(2, '2027-02-30'), check)).toEqual([
      { kind: 'missingAge', childIndexes: [0] },
    ]);
  });

  it('warns about one room, infants on laps and child seat reservations', () => {
    expect(travellersWarnings(value(2), travelDate)).toEqual([]);
    expect(
      travellersWarnings(
        value(3, birthDateForAge(0, travelDate), birthDateForAge(4, travelDate)),
        travelDate,
      ),
    ).toEqual(['oneRoomOnly', 'infantOnLap', 'childSeatReservation']);
    expect(travellersWarnings(value(2, birthDateForAge(13, travelDate)), travelDate)).toEqual([]);
  });

  it('emits only complete, valid and changed values', () => {
    const reported = value(2);
    expect(emittableChange(reported, value(3), check)).toEqual(value(3));
    expect(emittableChange(reported, value(2, ''), check)).toBeUndefined();
    expect(emittableChange(reported, value(2), check)).toBeUndefined();
    expect(emittableChange(reported, value(0), check)).toBeUndefined();
  });
});

type Operation =
  | { op: 'adults'; count: number }
  | { op: 'children'; count: number }
  | { op: 'age'; index: number; age: number }
  | { op: 'birthDate'; index: number; date: string };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('adults' as const), count: fc.integer({ min: -3, max: 10 }) }),
  fc.record({ op: fc.constant('children' as const), count: fc.integer({ min: -3, max: 8 }) }),
  fc.record({
    op: fc.constant('age' as const),
    index: fc.integer({ min: 0, max: 5 }),
    age: fc.integer({ min: 0, max: 15 }),
  }),
  fc.record({
    op: fc.constant('birthDate' as const),
    index: fc.integer({ min: 0, max: 5 }),
    date: fc
      .date({ min: new Date('2008-01-01'), max: new Date('2027-07-15'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  }),
);

function apply(current: TravellersValue, step: Operation): TravellersValue {
  if (step.op === 'adults') return setAdults(current, step.count);
  if (step.op === 'children') return setChildren(current, step.count);
  if (step.op === 'age') return setChildAge(current, step.index, step.age, travelDate);
  return setChildAge(current, step.index, step.date, travelDate);
}

describe('travellers properties', () => {
  it('keep counts in bounds, one birth date per child and no emitted value without an age', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (steps) => {
        let draft = defaultTravellers;
        let reported = defaultTravellers;
        let marks: boolean[] = [];
        for (const step of steps) {
          const previousChildren = draft.childrenBirthDates.length;
          draft = apply(draft, step);
          if (step.op === 'children') {
            marks = Array.from({ length: draft.childrenBirthDates.length }, (_, i) => !!marks[i]);
          } else if (step.op !== 'adults' && step.index < marks.length) {
            marks[step.index] = step.op === 'age';
          }
          // A child is age-only exactly when its last entry was an age, not a birth date.
          expect(draft.childrenBirthDates.map((_, i) => isAgeOnly(draft, i))).toEqual(marks);
          expect(draft.adultsCount).toBeGreaterThanOrEqual(1);
          expect(draft.adultsCount).toBeLessThanOrEqual(6);
          const expectedChildren =
            step.op === 'children' ? Math.min(4, Math.max(0, step.count)) : previousChildren;
          expect(draft.childrenBirthDates).toHaveLength(expectedChildren);
          const emitted = emittableChange(reported, draft, check);
          if (emitted) {
            expect(emitted.childrenBirthDates.every((d) => d !== missingBirthDate)).toBe(true);
            expect(travellersErrors(emitted, check)).toEqual([]);
            reported = emitted;
          }
        }
      }),
    );
  });
});

describe('children under 2 per adult, for a search from an address', () => {
  const infant = '2026-12-01';
  const child = '2019-05-26';

  it('keeps the first infants up to one per adult, with their age-only marks, and counts the rest', () => {
    const given: TravellersValue = {
      adultsCount: 1,
      childrenBirthDates: [infant, child, '2027-01-10'],
      childrenAgeOnly: [false, true, true],
    };
    expect(withInfantsPerAdult(given, travelDate)).toEqual({
      value: {
        adultsCount: 1,
        childrenBirthDates: [infant, child],
        childrenAgeOnly: [false, true],
      },
      removed: 1,
    });
    expect(travellersErrors(withInfantsPerAdult(given, travelDate).value, check)).toEqual([]);
  });

  it('leaves a search within the rule as it is', () => {
    const given = value(2, infant, infant, child);
    expect(withInfantsPerAdult(given, travelDate)).toEqual({ value: given, removed: 0 });
  });

  it('never leaves more infants than adults, never drops an older child or an adult', () => {
    const birthDate = fc.oneof(
      fc.constantFrom(infant, '2026-08-01', '2027-06-30'),
      fc.constantFrom(child, '2014-02-02', '2021-03-03'),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(birthDate, { maxLength: 6 }),
        (adults, dates) => {
          const { value: repaired, removed } = withInfantsPerAdult(
            value(adults, ...dates),
            travelDate,
          );
          const infants = (list: string[]) =>
            list.filter((d) => childType(wholeYearsBetween(d, travelDate)) === 'infant').length;
          expect(repaired.adultsCount).toBe(adults);
          expect(infants(repaired.childrenBirthDates)).toBe(Math.min(adults, infants(dates)));
          expect(removed).toBe(infants(dates) - infants(repaired.childrenBirthDates));
          expect(repaired.childrenBirthDates.length + removed).toBe(dates.length);
          expect(travellersErrors(repaired, check).map((e) => e.kind)).not.toContain(
            'tooManyInfants',
          );
        },
      ),
    );
  });
});
