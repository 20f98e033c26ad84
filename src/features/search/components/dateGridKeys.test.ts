import fc from 'fast-check';
import { addMonths, dayNumber, isoOfDay, weekdayOfDay } from '../../../lib/calendarDates';
import { dayForKey } from './dateGridKeys';

const day = (date: string) => dayNumber(date) as number;
const keyed = (key: string, date: string, shift = false) =>
  isoOfDay(dayForKey(key, day(date), shift) as number);

describe('date grid keys', () => {
  const from = '2026-01-31'; // a Saturday

  it('moves by day and week with the arrows', () => {
    expect(keyed('ArrowLeft', from)).toBe('2026-01-30');
    expect(keyed('ArrowRight', from)).toBe('2026-02-01');
    expect(keyed('ArrowUp', from)).toBe('2026-01-24');
    expect(keyed('ArrowDown', from)).toBe('2026-02-07');
  });

  it('moves to the start and end of the week with Home and End', () => {
    expect(keyed('Home', from)).toBe('2026-01-26');
    expect(keyed('End', from)).toBe('2026-02-01');
  });

  it('moves by month, or by year with Shift, keeping the day where the month has it', () => {
    expect(keyed('PageDown', from)).toBe('2026-02-28');
    expect(keyed('PageUp', from)).toBe('2025-12-31');
    expect(keyed('PageDown', '2028-02-29', true)).toBe('2029-02-28');
    expect(keyed('PageUp', '2026-03-15', true)).toBe('2025-03-15');
  });

  it('ignores other keys', () => {
    expect(dayForKey('a', day(from))).toBeUndefined();
    expect(dayForKey('Enter', day(from))).toBeUndefined();
  });

  it('keeps Home and End within the Monday-first week, and pages as months are added', () => {
    fc.assert(
      fc.property(fc.integer({ min: day('2020-01-01'), max: day('2040-12-31') }), (start) => {
        const home = dayForKey('Home', start) as number;
        const end = dayForKey('End', start) as number;
        expect(weekdayOfDay(home)).toBe(0);
        expect(end - home).toBe(6);
        expect(start >= home && start <= end).toBe(true);
        expect(isoOfDay(dayForKey('PageDown', start, true) as number)).toBe(
          addMonths(isoOfDay(start), 12),
        );
      }),
    );
  });
});
