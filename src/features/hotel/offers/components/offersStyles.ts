import { themeColor, themeRadius } from '../../../../ui/theme';
import { useScopedStyles } from '../../../../ui/useScopedStyles';

/** The offer area's stylesheet, scoped under `.hs-root`; mobile first, desktop from 768 px. */
export const offersCss = `
.hs-root .hs-offers{display:grid;gap:1.5rem;margin:1.5rem 0}
.hs-root .hs-offers--loading{min-height:100vh;align-content:start}
.hs-root .hs-offers h2{margin:0;font-size:1.25rem}
.hs-root .hs-offers h3{margin:0 0 .5rem;font-size:1rem}
.hs-root .hs-offers__button{font:inherit;padding:.5em .9em;border-radius:${themeRadius};border:1px solid ${themeColor.primary};background:transparent;color:${themeColor.primary};cursor:pointer}
.hs-root .hs-offers__button--primary{background:${themeColor.primary};color:${themeColor.primaryContrast};font-weight:700;padding:.75em 1.5em}
.hs-root .hs-offers__button:disabled,.hs-root .hs-offers__button[aria-disabled="true"]{opacity:.5;cursor:default}
.hs-root .hs-offers__state{padding:1rem;border-radius:${themeRadius};background:#f5f5f5}
.hs-root .hs-offers__state--failed{border:1px solid #b00020;color:#b00020;background:transparent}
.hs-root .hs-offers__switch{display:inline-flex;align-items:center;gap:.6rem;font:inherit;border:0;background:transparent;color:inherit;cursor:pointer;padding:.5rem 0}
.hs-root .hs-offers__switch-track{position:relative;width:2.5rem;height:1.4rem;border-radius:1rem;background:#767676;transition:background .2s}
.hs-root .hs-offers__switch-track::after{content:"";position:absolute;top:.2rem;left:.2rem;width:1rem;height:1rem;border-radius:50%;background:#fff;transition:transform .2s}
.hs-root .hs-offers__switch[aria-checked="true"] .hs-offers__switch-track{background:${themeColor.primary}}
.hs-root .hs-offers__switch[aria-checked="true"] .hs-offers__switch-track::after{transform:translateX(1.1rem)}
.hs-root .hs-offers__calendar-nav{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin:.5rem 0}
.hs-root .hs-offers__calendar-caption{font-weight:700}
.hs-root .hs-offers__row{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:2px}
.hs-root .hs-offers__weekday{text-align:center;font-size:.8em;padding:.25rem 0}
.hs-root .hs-offers__day{width:100%;min-height:3.2rem;display:grid;align-content:center;gap:.1rem;font:inherit;font-size:.85rem;border:1px solid #ddd;border-radius:${themeRadius};background:${themeColor.surface};color:${themeColor.text};cursor:pointer;padding:.2rem 0}
.hs-root .hs-offers__day-price{font-size:.75rem;font-weight:700}
.hs-root .hs-offers__day[aria-disabled="true"]{opacity:.45;cursor:default}
.hs-root .hs-offers__day[aria-pressed="true"]{background:${themeColor.primary};color:${themeColor.primaryContrast};border-color:${themeColor.primary}}
.hs-root .hs-offers__day--cheapest .hs-offers__day-price{text-decoration:underline}
.hs-root .hs-offers__cascade{display:grid;gap:1rem}
.hs-root .hs-offers__column{margin:0;padding:0;border:0;min-width:0}
.hs-root .hs-offers__choices{position:relative;list-style:none;margin:0;display:grid;gap:.35rem;max-height:18rem;overflow-y:auto;padding:2px}
.hs-root .hs-offers__choice{display:flex;justify-content:space-between;gap:.75rem;width:100%;text-align:start;font:inherit;padding:.45em .7em;border:1px solid #ccc;border-radius:${themeRadius};background:${themeColor.surface};color:${themeColor.text};cursor:pointer}
.hs-root .hs-offers__choice[aria-pressed="true"]{border-color:${themeColor.primary};box-shadow:inset 0 0 0 2px ${themeColor.primary};font-weight:700}
.hs-root .hs-offers__choice[aria-disabled="true"]{opacity:.5;cursor:default}
.hs-root .hs-offers__flights{display:grid;gap:1rem}
.hs-root .hs-offers__matrix{border-collapse:collapse;width:100%;font-size:.9rem}
.hs-root .hs-offers__matrix th,.hs-root .hs-offers__matrix td{padding:.3rem;text-align:start;border-bottom:1px solid #eee}
.hs-root .hs-offers__matrix-scroll{overflow-x:auto}
.hs-root .hs-offers__box{display:grid;gap:.75rem;padding:1rem;border:2px solid ${themeColor.primary};border-radius:${themeRadius}}
.hs-root .hs-offers__box[aria-busy="true"]{opacity:.7}
.hs-root .hs-offers__box ul{margin:0;padding-left:1.1rem;display:grid;gap:.2rem}
.hs-root .hs-offers__bar-space{height:4.5rem}
.hs-root .hs-offers__bar{position:fixed;left:0;right:0;bottom:0;z-index:20;display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:4.5rem;box-sizing:border-box;padding:.75rem 1rem;background:#fff;box-shadow:0 -2px 8px rgba(0,0,0,.15)}
.hs-root .hs-offers__bar p{margin:0;font-weight:600}
.hs-root .hs-offers__notice{margin:0;padding:.5rem .75rem;border-radius:${themeRadius};background:#fff4e5;color:#5f3700}
.hs-root .hs-offers__notice--good{background:#e8f5e9;color:#1b5e20}
.hs-root .hs-offers__notice--bad{background:#fdecea;color:#8a1c1c}
@media (min-width:768px){
.hs-root .hs-offers{grid-template-columns:minmax(0,2fr) minmax(16rem,1fr);align-items:start}
.hs-root .hs-offers__main{display:grid;gap:1.5rem;min-width:0}
.hs-root .hs-offers__box{position:sticky;top:1rem}
.hs-root .hs-offers__cascade{grid-template-columns:repeat(4,minmax(0,1fr))}
.hs-root .hs-offers__flights{grid-template-columns:repeat(2,minmax(0,1fr))}
}
`;

/** Adds the stylesheet once; every top-level offer component calls it. */
export function useOffersStyles(): void {
  useScopedStyles('hotel-offers', offersCss);
}
