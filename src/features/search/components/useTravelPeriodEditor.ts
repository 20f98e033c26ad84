import { useState } from 'react';
import { dayNumber, isoOfDay } from '../../../lib/calendarDates';
import type { IsoDate, TravelPeriodValue } from '../model/searchTypes';
import {
  capDuration,
  clampPeriod,
  earliestDate,
  isValidPeriod,
  latestDate,
  samePeriod,
  setExact,
  type PeriodTab,
} from '../model/travelPeriod';
import { pickDeparture, pickReturn, setDuration } from '../model/periodPicking';

/** What the live region says about the latest change. */
export type PeriodAnnouncement = 'none' | 'awaitReturn' | 'period';

interface EditorState {
  /** The period on screen; after a departure pick it may await its return (returnDate ''). */
  working: TravelPeriodValue;
  tab: PeriodTab;
  minReturn: IsoDate;
  /** The flexible duration the visitor asked for; date picks fit it to the span they leave. */
  wantedDuration: string;
  /** The calendar day that holds the grid's single tab stop. */
  focusDay: number;
  announcement: PeriodAnnouncement;
}

/** The day a tab puts the grid's focus on: its own date, or the day after the departure. */
function focusDayOf(working: TravelPeriodValue, tab: PeriodTab): number {
  const departure = dayNumber(working.departureDate) as number;
  if (tab === 'departure') return departure;
  return dayNumber(working.returnDate) ?? departure + 1;
}

function startState(value: TravelPeriodValue, today: IsoDate): EditorState {
  const working = isValidPeriod(value, today) ? value : clampPeriod(value, today);
  return {
    working,
    tab: 'departure',
    minReturn: earliestDate(today),
    wantedDuration: working.duration,
    focusDay: focusDayOf(working, 'departure'),
    announcement: 'none',
  };
}

/**
 * The travel period panel's state: the picking rules applied to a working period. Only a
 * complete, valid period that differs from `value` is reported through `onChange`; a departure
 * awaiting its return stays here until the return is picked.
 */
export function useTravelPeriodEditor(
  value: TravelPeriodValue,
  onChange: (value: TravelPeriodValue) => void,
  today: IsoDate,
) {
  const [state, setState] = useState(() => startState(value, today));
  const [seen, setSeen] = useState({ value, today });
  if (seen.value !== value || seen.today !== today) {
    setSeen({ value, today });
    // Our own report coming back keeps the session (tab, minimum return); anything else restarts.
    if (seen.today !== today || !samePeriod(value, state.working))
      setState(startState(value, today));
  }

  const update = (next: EditorState) => {
    setState(next);
    const changed = next.working !== state.working;
    if (changed && isValidPeriod(next.working, today) && !samePeriod(next.working, value))
      onChange(next.working);
  };

  const first = dayNumber(earliestDate(today)) as number;
  const last = dayNumber(latestDate(today)) as number;

  return {
    ...state,
    first,
    last,
    selectTab(tab: PeriodTab) {
      if (tab !== state.tab) update({ ...state, tab, focusDay: focusDayOf(state.working, tab) });
    },
    pickDay(day: number) {
      const date = isoOfDay(day);
      const session = { minReturn: state.minReturn, wantedDuration: state.wantedDuration };
      const result =
        state.tab === 'departure'
          ? pickDeparture(state.working, date, today, session)
          : pickReturn(state.working, date, today, session);
      if (!result.accepted) return;
      const awaitsReturn = result.value.returnDate === '';
      update({
        ...state,
        working: result.value,
        tab: result.nextTab,
        minReturn: result.minReturn,
        focusDay: day,
        announcement: awaitsReturn ? 'awaitReturn' : 'period',
      });
    },
    chooseDuration(duration: string) {
      const working = setDuration(state.working, duration, today);
      if (working === state.working) return;
      // The wish is the chosen duration, even where the latest date leaves room for less.
      const wantedDuration = capDuration(duration) ?? state.wantedDuration;
      const announcement = working.returnDate ? 'period' : state.announcement;
      update({ ...state, working, wantedDuration, announcement });
    },
    chooseExact(exact: boolean) {
      const working = setExact(state.working, exact, state.wantedDuration);
      const announcement = working.returnDate ? 'period' : state.announcement;
      update({ ...state, working, announcement });
    },
    /** Keyboard moves stay within tomorrow .. one year ahead. */
    moveFocus(day: number) {
      setState((current) => ({ ...current, focusDay: Math.min(last, Math.max(first, day)) }));
    },
  };
}

export type TravelPeriodEditor = ReturnType<typeof useTravelPeriodEditor>;
