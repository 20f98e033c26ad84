import { themeColor, themeRadius } from '../../../ui/theme';

/**
 * The calendar's stylesheet, added once by the panel (ui/useScopedStyles). Classes rather than
 * inline styles because a 12-month calendar has some 900 elements: inline styles are set one
 * property at a time on each, and they keep the browser from sharing computed styles between
 * sibling days. Disabled days and today are styled from their ARIA attributes, so the markup
 * states each fact once.
 */
export const calendarCss = `
.hs-root .hs-period-month{contain:content;content-visibility:auto;contain-intrinsic-size:auto 18.375rem auto 19rem}
.hs-root .hs-period-month__caption{font-weight:700;text-align:center;margin:.25rem 0}
.hs-root .hs-period-month__placeholder{width:18.375rem;height:17.5rem}
.hs-root .hs-period-month__row{display:grid;grid-template-columns:repeat(7,2.625rem)}
.hs-root .hs-period-month__cell{padding:1px;text-align:center}
.hs-root .hs-period-month__weekday{padding:.25rem 0;text-align:center;font-size:.8em}
.hs-root .hs-period-day{width:2.5rem;height:2.5rem;font:inherit;border:0;border-radius:${themeRadius};background:transparent;color:inherit;cursor:pointer}
.hs-root .hs-period-day--stay{background:color-mix(in srgb,${themeColor.primary} 15%,transparent)}
.hs-root .hs-period-day--chosen{background:${themeColor.primary};color:${themeColor.primaryContrast};font-weight:700}
.hs-root .hs-period-day[aria-disabled="true"]:not(.hs-period-day--chosen){opacity:.35;cursor:default}
.hs-root .hs-period-day[aria-current="date"]{text-decoration:underline}
`;

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
