/** @jest-environment node */
import fc from 'fast-check';
import {
  ageGroupOfAge,
  ageGroupOfPassenger,
  ageLimitsOf,
  birthDateFormat,
  birthDateIssue,
  bookedAgeMismatch,
  maskBirthDate,
  readBirthDate,
  travellerNumbers,
} from './travellerRules';

const limits = ageLimitsOf();
const trip = { departureDate: '2026-06-01', returnDate: '2026-06-15', today: '2026-03-01' };

describe('traveller type from age', () => {
  it.each([
    [0, 'infant'],
    [1, 'infant'],
    [2, 'child'],
    [11, 'child'],
    [12, 'teen'],
    [17, 'teen'],
  ])('age %i is %s', (age, group) => {
    expect(ageGroupOfAge(age, limits)).toBe(group);
  });

  it('has no teens when the age range has only two entries', () => {
    expect(ageGroupOfAge(13, ageLimitsOf([2, 12]))).toBe('child');
  });

  it('derives a booked passenger from the birth date when known, else from the type', () => {
    expect(
      ageGroupOfPassenger({ type: 'CHILD', dateOfBirth: '2013-01-01' }, '2026-06-01', limits),
    ).toBe('teen');
    expect(ageGroupOfPassenger({ type: 'CHILD', dateOfBirth: '' }, '2026-06-01', limits)).toBe(
      'child',
    );
    expect(ageGroupOfPassenger({ type: 'INFANT', dateOfBirth: '' }, '2026-06-01', limits)).toBe(
      'infant',
    );
    expect(ageGroupOfPassenger({ type: 'MALE', dateOfBirth: '' }, '2026-06-01', limits)).toBe(
      'adult',
    );
  });
});

describe('age booked', () => {
  it('makes a passenger booked at 14 a teen before any birth date is known', () => {
    expect(
      ageGroupOfPassenger({ type: 'CHILD', dateOfBirth: '', age: 14 }, '2026-06-01', limits),
    ).toBe('teen');
    expect(
      ageGroupOfPassenger({ type: 'CHILD', dateOfBirth: '', age: 8 }, '2026-06-01', limits),
    ).toBe('child');
    expect(
      ageGroupOfPassenger({ type: 'INFANT', dateOfBirth: '', age: 1 }, '2026-06-01', limits),
    ).toBe('infant');
  });

  it('refuses a child booked as 8 entered as 3, saying both ages', () => {
    expect(bookedAgeMismatch('2023-01-15', 8, '2026-06-01')).toEqual({ actual: 3, booked: 8 });
    expect(bookedAgeMismatch('2018-01-15', 8, '2026-06-01')).toBeNull();
    expect(bookedAgeMismatch('2023-01-15', null, '2026-06-01')).toBeNull();
  });

  it('counts the age on the departure day: the birthday that day counts', () => {
    expect(bookedAgeMismatch('2012-06-01', 14, '2026-06-01')).toBeNull();
    expect(bookedAgeMismatch('2012-06-02', 14, '2026-06-01')).toEqual({ actual: 13, booked: 14 });
  });

  it('accepts a birth date exactly when it gives the booked age on departure', () => {
    const day = fc.integer({ min: 0, max: 18 * 366 });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 17 }), (daysOld, booked) => {
        const born = new Date(Date.UTC(2026, 5, 1 - daysOld)).toISOString().slice(0, 10);
        const [y, m, d] = born.split('-').map(Number) as [number, number, number];
        const age = 2026 - y - (m > 6 || (m === 6 && d > 1) ? 1 : 0);
        const found = bookedAgeMismatch(born, booked, '2026-06-01');
        expect(found).toEqual(age === booked ? null : { actual: age, booked });
      }),
    );
  });
});

describe('numbering', () => {
  it('numbers a group only when it has more than one row', () => {
    expect(travellerNumbers(['adult', 'adult', 'child', 'infant', 'infant'])).toEqual([
      1, 2, 0, 1, 2,
    ]);
    expect(travellerNumbers(['adult', 'teen'])).toEqual([0, 0]);
  });
});

describe('birth date format and mask', () => {
  it('defaults to DD/MM/YYYY with a configurable separator', () => {
    expect(birthDateFormat()).toBe('DD/MM/YYYY');
    expect(birthDateFormat('.')).toBe('DD.MM.YYYY');
  });

  it('masks typed digits as 2/2/4', () => {
    expect(maskBirthDate('0102')).toBe('01/02');
    expect(maskBirthDate('010219801234')).toBe('01/02/1980');
    expect(maskBirthDate('01.02.1980', '.')).toBe('01.02.1980');
    expect(maskBirthDate('ab')).toBe('');
  });

  it('reads only complete, real dates', () => {
    expect(readBirthDate('29/02/2024')).toBe('2024-02-29');
    expect(readBirthDate('29/02/2023')).toBeNull();
    expect(readBirthDate('40/01/2000')).toBeNull();
    expect(readBirthDate('01/13/2000')).toBeNull();
    expect(readBirthDate('1/1/2000')).toBeNull();
    expect(readBirthDate('01-01-2000', '-')).toBe('2000-01-01');
    expect(readBirthDate('01/01/2000', '-')).toBeNull();
  });

  it('never throws and returns a date or null for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const read = readBirthDate(text);
        expect(read === null || /^\d{4}-\d{2}-\d{2}$/.test(read)).toBe(true);
        expect(maskBirthDate(text).length).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('age windows', () => {
  it.each([
    ['lead', '2008-06-01', null],
    ['lead', '2008-06-02', 'adultError'],
    ['lead', '1926-06-01', null],
    ['lead', '1925-05-31', 'invalidDate'],
    ['adult', '2014-06-15', null],
    ['adult', '2014-06-16', 'adultTravelerError'],
    ['adult', '1925-05-31', 'invalidDate'],
    ['infant', '2024-06-02', null],
    ['infant', '2024-06-01', 'infantError'],
    ['infant', '2026-03-02', 'invalidDate'],
    ['child', '2024-06-01', null],
    ['child', '2014-06-02', null],
    ['child', '2014-06-01', 'childError'],
    ['child', '2024-06-02', 'childError'],
    ['teen', '2014-06-01', null],
    ['teen', '2008-06-02', null],
    ['teen', '2008-06-01', 'teenError'],
    ['teen', '2014-06-02', 'teenError'],
  ] as const)('%s born %s: %s', (role, birthDate, issue) => {
    expect(birthDateIssue(birthDate, role, trip, limits)).toBe(issue);
  });

  it('accepts 29 February birthdays', () => {
    expect(birthDateIssue('2008-02-29', 'lead', trip, limits)).toBeNull();
    expect(birthDateIssue('2024-02-29', 'child', trip, limits)).toBeNull();
    expect(birthDateIssue('2024-02-29', 'infant', trip, limits)).toBe('infantError');
  });
});
