import { useScopedStyles } from '../../../ui/useScopedStyles';

/**
 * The few layout rules react-slick needs (its own stylesheet is global, so it is not shipped) and
 * the hero's look, scoped under `.hs-root`; they come with the hero's chunk.
 */
const heroCss = `
.hs-root .hs-hero{position:relative;margin:0 0 1.5rem}
.hs-root .hs-hero .slick-slider{position:relative;touch-action:pan-y}
.hs-root .hs-hero .slick-list{position:relative;overflow:hidden}
.hs-root .hs-hero .slick-track{position:relative;display:flex}
.hs-root .hs-hero .slick-slide{flex:0 0 auto;min-width:0}
.hs-root .hs-hero .slick-slide>div{height:100%}
.hs-root .hs-hero__slide{position:relative;display:grid;min-height:18rem;background:#1d1d1b;color:#fff}
.hs-root .hs-hero__slide>picture,.hs-root .hs-hero__slide>img{grid-area:1/1;min-width:0}
.hs-root .hs-hero__slide>picture{display:block}
.hs-root .hs-hero__image{display:block;width:100%;height:100%;max-height:30rem;object-fit:cover}
.hs-root .hs-hero__text{grid-area:1/1;align-self:end;justify-self:start;max-width:34rem;margin:1rem;padding:1rem 1.25rem;border-radius:var(--hs-radius,4px);background:rgba(0,0,0,.72);color:#fff}
.hs-root .hs-hero__text--center{justify-self:center;text-align:center}
.hs-root .hs-hero__text--right{justify-self:end}
.hs-root .hs-hero__text--light{background:rgba(255,255,255,.92);color:#1d1d1b}
.hs-root .hs-hero__text h2{margin:0 0 .5rem}
.hs-root .hs-hero__place{font-size:1.25em;font-weight:700}
.hs-root .hs-hero__badge{display:inline-block;margin-bottom:.5rem;padding:.1rem .5rem;border-radius:var(--hs-radius,4px);background:var(--hs-color-accent,#f6a313);color:var(--hs-color-accent-contrast,#1d1d1b);font-weight:700}
.hs-root .hs-hero__controls{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:center;margin-top:.5rem}
.hs-root .hs-hero__controls button{font:inherit;padding:.35em .8em;border:1px solid currentColor;border-radius:var(--hs-radius,4px);background:transparent;color:inherit;cursor:pointer}
.hs-root .hs-hero__controls button[aria-current=true]{background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff)}
`;

export function useHeroStyles(): void {
  useScopedStyles('hero', heroCss);
}
