import './calendar.css';

/**
 * The calendar's class names (its rules are in calendar.css, loaded with the calendar's chunk).
 * Classes rather than inline styles because a 12-month calendar has some 900 elements: inline
 * styles are set one property at a time on each, and they keep the browser from sharing computed
 * styles between sibling days. Disabled days and today are styled from their ARIA attributes, so
 * the markup states each fact once.
 */
export const calendarClass = {
  month: 'hs-period-month',
  caption: 'hs-period-month__caption',
  placeholder: 'hs-period-month__placeholder',
  row: 'hs-period-month__row',
  cell: 'hs-period-month__cell',
  weekday: 'hs-period-month__cell hs-period-month__weekday',
  day: 'hs-period-day',
  chosenDay: 'hs-period-day hs-period-day--chosen',
  stayDay: 'hs-period-day hs-period-day--stay',
} as const;
