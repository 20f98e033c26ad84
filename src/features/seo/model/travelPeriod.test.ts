/** @jest-environment node */
import fc from 'fast-check';
import { destinationTravelPeriod } from './travelPeriod';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map(iso);
const monthDay = day.map((d) => d.slice(5));

describe('destination travel period', () => {
  it('keeps a window still to come as it is', () => {
    expect(destinationTravelPeriod('05-01', '10-31', '2026-02-10')).toEqual({
      departureDate: '2026-05-01',
      returnDate: '2026-10-31',
    });
  });

  it('clamps a start already passed to today', () => {
    expect(destinationTravelPeriod('05-01', '10-31', '2026-07-15')).toEqual({
      departureDate: '2026-07-15',
      returnDate: '2026-10-31',
    });
  });

  it('moves an end already passed to next year', () => {
    expect(destinationTravelPeriod('05-01', '10-31', '2026-11-24')).toEqual({
      departureDate: '2026-11-24',
      returnDate: '2027-10-31',
    });
  });

  it('moves the end of a window over new year behind its start', () => {
    expect(destinationTravelPeriod('11-01', '03-31', '2026-02-01')).toEqual({
      departureDate: '2026-11-01',
      returnDate: '2027-03-31',
    });
  });

  it('keeps Feb 29 in a leap year and takes Feb 28 in others', () => {
    expect(destinationTravelPeriod('02-29', '03-10', '2028-01-05')?.departureDate).toBe(
      '2028-02-29',
    );
    expect(destinationTravelPeriod('02-29', '03-10', '2027-01-05')?.departureDate).toBe(
      '2027-02-28',
    );
  });

  it.each([
    ['', '10-31'],
    ['13-01', '10-31'],
    ['04-31', '10-31'],
    ['05-01', '1031'],
  ])('has no period for %p to %p', (from, to) => {
    expect(destinationTravelPeriod(from, to, '2026-02-10')).toBeNull();
  });

  it('never starts before today, never ends before its start, and keeps the month-days', () => {
    fc.assert(
      fc.property(monthDay, monthDay, day, (from, to, today) => {
        const period = destinationTravelPeriod(from, to, today);
        if (!period) throw new Error('valid month-days give a period');
        expect(period.departureDate >= today).toBe(true);
        expect(period.returnDate >= period.departureDate).toBe(true);
        expect(period.returnDate >= today).toBe(true);
        if (period.departureDate !== today && from !== '02-29')
          expect(period.departureDate.slice(5)).toBe(from);
        if (to !== '02-29') expect(period.returnDate.slice(5)).toBe(to);
        // The start is this year's, never a later one.
        expect(period.departureDate.slice(0, 4)).toBe(today.slice(0, 4));
      }),
    );
  });
});
