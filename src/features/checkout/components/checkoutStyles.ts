import { themeColor, themeRadius } from '../../../ui/theme';

/** The checkout's stylesheet, scoped under `.hs-root`; mobile first, desktop from 768 px. */
export const checkoutCss = `
.hs-root .hs-checkout{display:grid;gap:1.25rem;margin:1.5rem 0}
.hs-root .hs-checkout h1{margin:0;font-size:1.5rem}
.hs-root .hs-checkout h2{margin:0;font-size:1.2rem}
.hs-root .hs-checkout__steps ol{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;list-style:none;margin:0;padding:0;counter-reset:step}
.hs-root .hs-checkout__steps li{counter-increment:step;color:#595959}
.hs-root .hs-checkout__steps li::before{content:counter(step) ". "}
.hs-root .hs-checkout__steps li[aria-current="step"]{color:${themeColor.text};font-weight:700;border-bottom:3px solid ${themeColor.primary}}
.hs-root .hs-checkout__main{display:grid;gap:1.25rem;min-width:0}
.hs-root .hs-checkout__alert{display:flex;justify-content:space-between;gap:1rem;margin:0;padding:.75rem 1rem;border:1px solid #b00020;border-radius:${themeRadius};color:#8a1c1c;background:#fdecea}
.hs-root .hs-checkout__alert ul{margin:0;padding-left:1.1rem}
.hs-root .hs-checkout__summary{display:grid;gap:.5rem;padding:1rem;border:1px solid #ddd;border-radius:${themeRadius};background:${themeColor.surface}}
.hs-root .hs-checkout__summary dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}
.hs-root .hs-checkout__summary dd{margin:0}
.hs-root .hs-checkout__button{font:inherit;padding:.6em 1.1em;border-radius:${themeRadius};border:1px solid ${themeColor.primary};background:transparent;color:${themeColor.primary};cursor:pointer}
.hs-root .hs-checkout__button--primary{background:${themeColor.primary};color:${themeColor.primaryContrast};font-weight:700}
.hs-root .hs-checkout__button:disabled{opacity:.5;cursor:default}
.hs-root .hs-checkout__actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:space-between}
.hs-root .hs-checkout__progress{width:100%;max-width:24rem}
.hs-root .hs-checkout__coupon{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.hs-root .hs-checkout__coupon input{font:inherit;padding:.45em .6em;border:1px solid #767676;border-radius:${themeRadius}}
.hs-root .hs-checkout__field-error{flex-basis:100%;margin:0;color:#b00020}
.hs-root .hs-checkout__outcome{display:grid;gap:1rem;max-width:42rem}
@media (min-width:768px){
.hs-root .hs-checkout__layout{display:grid;grid-template-columns:minmax(0,2fr) minmax(16rem,1fr);gap:1.5rem;align-items:start}
.hs-root .hs-checkout__summary{position:sticky;top:1rem}
}`;
