import fc from 'fast-check';
import { dayNumber, isoOfDay } from '../../../lib/calendarDates';
import { dateFormats, moment } from '../../../lib/dates';
import type { TravelPeriodValue } from './searchTypes';
import {
  capDuration,
  clampPeriod,
  defaultTravelPeriod,
  durationOptions,
  durationRange,
  earliestDate,
  fitDuration,
  isValidPeriod,
  latestDate,
  setExact,
} from './travelPeriod';
import {
  isPickable,
  pickDeparture,
  pickReturn,
  selectableRange,
  setDuration,
} from './periodPicking';

const today = '2026-05-20';
const period = (
  departureDate: string,
  returnDate: string,
  duration: string,
  exact = false,
): TravelPeriodValue => ({ departureDate, returnDate, duration, exact });
const day = (date: string) => dayNumber(date) as number;

/** The value of an accepted pick; fails the test when the pick was refused. */
function picked(result: ReturnType<typeof pickDeparture>) {
  if (!result.accepted) throw new Error('pick refused');
  return result;
}

describe('travel period dates', () => {
  it('offers tomorrow up to one year ahead', () => {
    expect(earliestDate(today)).toBe('2026-05-21');
    expect(earliestDate('2026-12-31')).toBe('2027-01-01');
    expect(latestDate(today)).toBe('2027-05-20');
    expect(latestDate('2028-02-29')).toBe('2029-02-28');
  });

  it('takes the maximum from the state return date when that lies further ahead', () => {
    expect(latestDate(today, '2027-08-01')).toBe('2027-08-01');
    expect(latestDate(today, '2026-08-01')).toBe('2027-05-20');
    expect(latestDate(today, 'soon')).toBe('2027-05-20');
  });

  it('refuses a malformed today: the caller must pass a real date', () => {
    expect(() => earliestDate('20.05.2026')).toThrow(RangeError);
    expect(() => latestDate('')).toThrow(RangeError);
  });

  it('defaults to a flexible period 21 and 22 days ahead with the one-night span as duration', () => {
    expect(defaultTravelPeriod(today)).toEqual(period('2026-06-10', '2026-06-11', '1'));
    expect(isValidPeriod(defaultTravelPeriod(today), today)).toBe(true);
  });
});

describe('travel period durations', () => {
  it('reads single and ranged durations', () => {
    expect(durationRange('7')).toEqual([7, 7]);
    expect(durationRange('5-8')).toEqual([5, 8]);
    for (const bad of ['', '0', '8-5', '1-2-3', 'seven', '-4'])
      expect(durationRange(bad)).toBeUndefined();
  });

  it("turns a duration whose last segment is above 21 into '21'", () => {
    expect(capDuration('16-28')).toBe('21');
    expect(capDuration('22')).toBe('21');
    expect(capDuration('16-21')).toBe('16-21');
    expect(capDuration('5-5')).toBe('5');
    expect(capDuration('x')).toBeUndefined();
  });

  it('fits a duration into the span, an invalid one becoming the whole span', () => {
    expect(fitDuration('5-8', 14)).toBe('5-8');
    expect(fitDuration('5-8', 6)).toBe('5-6');
    expect(fitDuration('9-12', 6)).toBe('6');
    expect(fitDuration('', 30)).toBe('21');
    expect(fitDuration('nonsense', 4)).toBe('4');
  });

  it('offers only valid, capped durations in the select', () => {
    for (const option of durationOptions) expect(capDuration(option)).toBe(option);
  });

  it('sets a flexible duration, pushing the return date out when it is longer than the span', () => {
    const week = period('2026-07-01', '2026-07-08', '7');
    expect(setDuration(week, '5-8', today)).toEqual(period('2026-07-01', '2026-07-09', '5-8'));
    expect(setDuration(week, '1-4', today)).toEqual(period('2026-07-01', '2026-07-08', '1-4'));
    expect(setDuration(week, '16-28', today)).toEqual(period('2026-07-01', '2026-07-22', '21'));
  });

  it('pushes the return no further than the latest date and fits the duration to that', () => {
    const late = period('2027-05-15', '2027-05-17', '2');
    expect(setDuration(late, '7', today)).toEqual(period('2027-05-15', '2027-05-20', '5'));
  });

  it('ignores a duration in exact mode or an invalid one', () => {
    const exact = period('2026-07-01', '2026-07-08', '7', true);
    expect(setDuration(exact, '14', today)).toBe(exact);
    const flexible = period('2026-07-01', '2026-07-08', '7');
    expect(setDuration(flexible, 'long', today)).toBe(flexible);
  });

  it('keeps a duration chosen while the return is still open', () => {
    const open = period('2026-07-01', '', '7');
    expect(setDuration(open, '14', today)).toEqual(period('2026-07-01', '', '14'));
  });

  it('switches to exact with the day difference as duration, capped at 22 nights', () => {
    expect(setExact(period('2026-07-01', '2026-07-15', '7'), true)).toEqual(
      period('2026-07-01', '2026-07-15', '14', true),
    );
    expect(setExact(period('2026-07-01', '2026-08-30', '7'), true)).toEqual(
      period('2026-07-01', '2026-07-23', '22', true),
    );
  });

  it('switches to flexible keeping the duration where it fits the 21-night cap', () => {
    expect(setExact(period('2026-07-01', '2026-07-15', '14', true), false)).toEqual(
      period('2026-07-01', '2026-07-15', '14'),
    );
    expect(setExact(period('2026-07-01', '2026-07-23', '22', true), false)).toEqual(
      period('2026-07-01', '2026-07-23', '21'),
    );
    const same = period('2026-07-01', '2026-07-15', '14');
    expect(setExact(same, false)).toBe(same);
    // The flexible duration the visitor asked for before comes back.
    expect(setExact(period('2026-07-01', '2026-07-15', '14', true), false, '5-8')).toEqual(
      period('2026-07-01', '2026-07-15', '5-8'),
    );
  });
});

describe('travel period date picking', () => {
  const week = period('2026-07-01', '2026-07-08', '7');

  it('moves to the return tab after a departure, with the next day as minimum return', () => {
    const result = picked(pickDeparture(week, '2026-07-03', today));
    expect(result.nextTab).toBe('return');
    expect(result.minReturn).toBe('2026-07-04');
    expect(result.value).toEqual(period('2026-07-03', '2026-07-08', '5'));
  });

  it('clears a return on or before the new departure', () => {
    expect(picked(pickDeparture(week, '2026-07-08', today)).value.returnDate).toBe('');
    expect(picked(pickDeparture(week, '2026-07-20', today)).value.returnDate).toBe('');
  });

  it('clears a return that leaves more than 22 nights in exact mode', () => {
    const exact = period('2026-07-01', '2026-07-08', '7', true);
    expect(picked(pickDeparture(exact, '2026-06-10', today)).value.returnDate).toBe('');
    expect(picked(pickDeparture(exact, '2026-06-16', today)).value).toEqual(
      period('2026-06-16', '2026-07-08', '22', true),
    );
  });

  it('refuses a departure before tomorrow or on the latest day', () => {
    expect(pickDeparture(week, today, today).accepted).toBe(false);
    expect(pickDeparture(week, latestDate(today), today).accepted).toBe(false);
    expect(pickDeparture(week, 'later', today).accepted).toBe(false);
    expect(pickDeparture(week, '2027-05-19', today).accepted).toBe(true);
  });

  it('moves back to the departure tab after a return and derives the duration', () => {
    const open = period('2026-07-03', '', '7');
    const result = picked(pickReturn(open, '2026-07-13', today, { minReturn: '2026-07-04' }));
    expect(result.nextTab).toBe('departure');
    expect(result.value).toEqual(period('2026-07-03', '2026-07-13', '7'));
    const exact = picked(pickReturn({ ...open, exact: true }, '2026-07-13', today));
    expect(exact.value.duration).toBe('10');
  });

  it("keeps the visitor's flexible duration through a span that is briefly too short", () => {
    const session = { wantedDuration: '7' };
    const closer = picked(pickDeparture(week, '2026-07-04', today, session));
    expect(closer.value.duration).toBe('4');
    const later = picked(pickReturn(closer.value, '2026-07-20', today, session));
    expect(later.value.duration).toBe('7');
    // Without a session the current duration is what the visitor wants.
    expect(picked(pickReturn(closer.value, '2026-07-20', today)).value.duration).toBe('4');
  });

  it('swaps a reversed pair', () => {
    const result = picked(pickReturn(week, '2026-06-25', today));
    expect(result.value).toEqual(period('2026-06-25', '2026-07-01', '6'));
  });

  it('refuses a return on the departure day, before the minimum return or beyond the range', () => {
    expect(pickReturn(week, '2026-07-01', today).accepted).toBe(false);
    expect(pickReturn(week, '2026-06-25', today, { minReturn: '2026-07-02' }).accepted).toBe(false);
    expect(pickReturn(week, '2027-05-21', today).accepted).toBe(false);
    expect(pickReturn(week, '2027-05-20', today).accepted).toBe(true);
  });

  it('refuses an exact return more than 22 nights away', () => {
    const exact = period('2026-07-01', '2026-07-08', '7', true);
    expect(pickReturn(exact, '2026-07-24', today).accepted).toBe(false);
    expect(picked(pickReturn(exact, '2026-07-23', today)).value.duration).toBe('22');
  });

  it('describes the pickable days of each tab', () => {
    expect(selectableRange(week, 'departure', today)).toEqual({
      min: day('2026-05-21'),
      max: day('2027-05-19'),
      except: null,
    });
    const exactReturn = selectableRange({ ...week, exact: true }, 'return', today, '2026-07-02');
    expect(exactReturn).toEqual({
      min: day('2026-07-02'),
      max: day('2026-07-23'),
      except: day('2026-07-01'),
    });
    expect(isPickable(day('2026-07-01'), exactReturn)).toBe(false);
  });
});

describe('travel period validity and repair', () => {
  it('accepts only complete, ordered, in-range periods with a fitting duration', () => {
    expect(isValidPeriod(period('2026-07-01', '2026-07-08', '5-8'), today)).toBe(false);
    expect(isValidPeriod(period('2026-07-01', '2026-07-08', '5-7'), today)).toBe(true);
    expect(isValidPeriod(period('2026-07-01', '2026-07-08', '8', true), today)).toBe(false);
    expect(isValidPeriod(period('2026-07-01', '2026-07-08', '7', true), today)).toBe(true);
    expect(isValidPeriod(period('2026-07-01', '2026-07-30', '22', true), today)).toBe(false);
    expect(isValidPeriod(period('2026-07-01', '', '7'), today)).toBe(false);
    expect(isValidPeriod(period(today, '2026-05-28', '7'), today)).toBe(false);
    expect(isValidPeriod(period('2027-05-19', '2027-05-21', '1'), today)).toBe(false);
    expect(isValidPeriod(period('2026-07-08', '2026-07-01', '7'), today)).toBe(false);
    expect(isValidPeriod(period('2026-07-01', '2026-07-08', '07'), today)).toBe(false);
  });

  it('keeps a valid period as it is', () => {
    const valid = period('2026-07-01', '2026-07-15', '5-8');
    expect(clampPeriod(valid, today)).toEqual(valid);
  });

  it('repairs a period from the URL', () => {
    expect(clampPeriod(period('2026-07-08', '2026-07-01', '7'), today)).toEqual(
      period('2026-07-01', '2026-07-08', '7'),
    );
    // An old shared link starts tomorrow, keeping its length.
    expect(clampPeriod(period('2025-01-01', '2025-01-15', '14'), today)).toEqual(
      period('2026-05-21', '2026-06-04', '14'),
    );
    expect(clampPeriod(period('2027-06-01', '2027-06-10', '9'), today)).toEqual(
      period('2027-05-19', '2027-05-20', '1'),
    );
    expect(clampPeriod(period('2026-07-01', '2026-07-01', '7'), today)).toEqual(
      period('2026-07-01', '2026-07-02', '1'),
    );
    expect(clampPeriod(period('2026-07-01', 'x', '5-8', true), today)).toEqual(
      period('2026-07-01', '2026-07-02', '1', true),
    );
    expect(clampPeriod(period('', '2026-07-10', 'abc'), today)).toEqual(
      period('2026-07-09', '2026-07-10', '1'),
    );
    expect(clampPeriod(period('2026-07-01', '2026-09-01', '30', true), today)).toEqual(
      period('2026-07-01', '2026-07-23', '22', true),
    );
    expect(clampPeriod(period('2026-07-01', '2026-09-01', '16-28'), today)).toEqual(
      period('2026-07-01', '2026-09-01', '21'),
    );
  });

  it('falls back to the default period when both dates are unusable', () => {
    expect(clampPeriod(period('', 'never', '7'), today)).toEqual(defaultTravelPeriod(today));
    expect(clampPeriod(period('', '', '7', true), today)).toEqual({
      ...defaultTravelPeriod(today),
      exact: true,
    });
  });
});

describe('travel period properties', () => {
  const todays = fc
    .integer({ min: day('2024-01-01'), max: day('2031-12-31') })
    .map((n) => isoOfDay(n));
  // Offsets from today reaching a little past both ends of the range.
  const offset = fc.integer({ min: -5, max: 372 });
  const anyDuration = fc.oneof(
    fc.constantFrom(...durationOptions),
    fc
      .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }))
      .map(([a, b]) => `${a}-${b}`),
    fc.string({ maxLength: 4 }),
  );
  const action = fc.oneof(
    fc.record({ kind: fc.constant('departure' as const), offset }),
    fc.record({ kind: fc.constant('return' as const), offset }),
    fc.record({ kind: fc.constant('duration' as const), duration: anyDuration }),
    fc.record({ kind: fc.constant('exact' as const), exact: fc.boolean() }),
  );
  const anyPeriod = fc.record({
    departureDate: fc.oneof(
      offset.map((n) => n),
      fc.constant(NaN),
    ),
    returnDate: fc.oneof(
      offset.map((n) => n),
      fc.constant(NaN),
    ),
    duration: anyDuration,
    exact: fc.boolean(),
  });
  const at = (base: string, n: number) =>
    Number.isNaN(n)
      ? 'none'
      : moment.utc(base, dateFormats.api).add(n, 'days').format(dateFormats.api);

  /** Checked with moment, independently of isValidPeriod. */
  function expectValid(value: TravelPeriodValue, base: string) {
    const departure = moment.utc(value.departureDate, dateFormats.api, true);
    const back = moment.utc(value.returnDate, dateFormats.api, true);
    const first = moment.utc(base, dateFormats.api).add(1, 'day');
    const last = moment.utc(base, dateFormats.api).add(1, 'year');
    expect(departure.isValid() && back.isValid()).toBe(true);
    expect(departure.isSameOrAfter(first) && back.isSameOrBefore(last)).toBe(true);
    const nights = back.diff(departure, 'days');
    expect(nights).toBeGreaterThanOrEqual(1);
    if (value.exact) {
      expect(value.duration).toBe(String(nights));
      expect(nights).toBeLessThanOrEqual(22);
    } else {
      const segments = value.duration.split('-').map(Number);
      const lastSegment = segments[segments.length - 1] as number;
      expect(lastSegment).toBeLessThanOrEqual(Math.min(nights, 21));
      expect(segments.every((n) => Number.isInteger(n) && n >= 1)).toBe(true);
    }
  }

  it('keeps every state valid, or awaiting its return, whatever the visitor does', () => {
    fc.assert(
      fc.property(
        todays,
        anyPeriod,
        fc.array(action, { maxLength: 25 }),
        (base, start, actions) => {
          const startValue = {
            ...start,
            departureDate: at(base, start.departureDate),
            returnDate: at(base, start.returnDate),
          };
          let value = clampPeriod(startValue, base);
          let minReturn = earliestDate(base);
          let wantedDuration = value.duration;
          expectValid(value, base);
          for (const step of actions) {
            if (step.kind === 'departure' || step.kind === 'return') {
              const date = at(base, step.offset);
              const result =
                step.kind === 'departure'
                  ? pickDeparture(value, date, base, { wantedDuration })
                  : pickReturn(value, date, base, { minReturn, wantedDuration });
              if (!result.accepted) continue;
              ({ value, minReturn } = result);
              if (step.kind === 'return') expectValid(value, base);
            } else if (step.kind === 'duration') {
              value = setDuration(value, step.duration, base);
              wantedDuration = value.duration;
            } else {
              value = setExact(value, step.exact);
              wantedDuration = value.duration;
            }
            if (value.returnDate === '') {
              expect(dayNumber(value.departureDate)).toBeGreaterThan(day(base));
            } else {
              expectValid(value, base);
              expect(isValidPeriod(value, base)).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('accepts a pick exactly when the tab offers the day', () => {
    fc.assert(
      fc.property(todays, anyPeriod, offset, offset, (base, start, pickOffset, minOffset) => {
        const startValue = {
          ...start,
          departureDate: at(base, start.departureDate),
          returnDate: at(base, start.returnDate),
        };
        const value = clampPeriod(startValue, base);
        const date = at(base, pickOffset);
        const minReturn = at(base, minOffset);
        const departureRange = selectableRange(value, 'departure', base);
        const returnRange = selectableRange(value, 'return', base, minReturn);
        expect(pickDeparture(value, date, base).accepted).toBe(
          isPickable(day(date), departureRange),
        );
        expect(pickReturn(value, date, base, { minReturn }).accepted).toBe(
          isPickable(day(date), returnRange),
        );
      }),
    );
  });

  it('repairs anything into a valid period and leaves valid periods alone', () => {
    fc.assert(
      fc.property(todays, anyPeriod, (base, start) => {
        const startValue = {
          ...start,
          departureDate: at(base, start.departureDate),
          returnDate: at(base, start.returnDate),
        };
        const repaired = clampPeriod(startValue, base);
        expect(isValidPeriod(repaired, base)).toBe(true);
        expect(clampPeriod(repaired, base)).toEqual(repaired);
      }),
    );
  });

  it('agrees with moment on one year ahead', () => {
    fc.assert(
      fc.property(todays, (base) => {
        expect(latestDate(base)).toBe(
          moment.utc(base, dateFormats.api).add(1, 'year').format(dateFormats.api),
        );
      }),
    );
  });
});
