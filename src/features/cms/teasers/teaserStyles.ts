import { useScopedStyles } from '../../../ui/useScopedStyles';

/**
 * The teasers' look, scoped under `.hs-root`; it comes with the landing chunk. Colour schemes pair
 * a background with a text colour of enough contrast (WCAG AA); links and prices inherit it.
 */
const teaserCss = `
.hs-root .hs-teasers{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));list-style:none;margin:0 0 1.5rem;padding:0}
.hs-root .hs-teaser{display:flex;flex-direction:column;margin:0 0 1.5rem;border-radius:var(--hs-radius,4px);overflow:hidden}
.hs-root .hs-teasers .hs-teaser{margin:0;height:100%}
.hs-root .hs-teaser img{display:block;width:100%;height:auto;object-fit:cover}
.hs-root .hs-teaser__media{position:relative}
.hs-root .hs-teaser__badge{position:absolute;top:.5rem;left:.5rem;padding:.1rem .5rem;border-radius:var(--hs-radius,4px);background:var(--hs-color-accent,#f2a900);color:var(--hs-color-accent-contrast,#1d1d1b);font-weight:700}
.hs-root .hs-teaser__text{display:flex;flex-direction:column;gap:.35rem;flex:1;padding:1rem}
.hs-root .hs-teaser__text h2,.hs-root .hs-teaser__text h3,.hs-root .hs-teaser__text p{margin:0}
.hs-root .hs-teaser__text a:not(.hs-button){color:inherit}
.hs-root .hs-teaser__subheadline{font-weight:700}
.hs-root .hs-teaser__post{font-size:.875rem}
.hs-root .hs-teaser__text--light{background:#fff;color:#1d1d1b;border:1px solid #d0d0d0}
.hs-root .hs-teaser__text--dark{background:#1d1d1b;color:#fff}
.hs-root .hs-teaser__text--brand{background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff)}
.hs-root .hs-teaser__text--brand .hs-button{background:var(--hs-color-accent,#f2a900);color:var(--hs-color-accent-contrast,#1d1d1b)}
.hs-root .hs-teaser__text--left{text-align:left;align-items:flex-start}
.hs-root .hs-teaser__text--center{text-align:center;align-items:center}
.hs-root .hs-teaser__text--right{text-align:right;align-items:flex-end}
.hs-root .hs-teaser__text--size-lower{padding:.5rem .75rem;font-size:.9375rem}
.hs-root .hs-teaser__text--size-higher{padding:1.5rem;min-height:14rem;justify-content:center}
.hs-root .hs-teaser--wide{display:grid}
.hs-root .hs-teaser--wide>*{grid-area:1/1}
.hs-root .hs-teaser--wide .hs-teaser__text{position:relative;z-index:1;align-self:end;max-width:36rem;margin:1rem;border-radius:var(--hs-radius,4px)}
.hs-root .hs-teaser--wide .hs-teaser__text--center{justify-self:center}
.hs-root .hs-teaser--wide .hs-teaser__text--right{justify-self:end}
.hs-root .hs-teaser--wide .hs-teaser__text--size-higher{align-self:stretch}
.hs-root .hs-product{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:flex-end;justify-content:space-between;margin-top:auto;padding-top:.5rem;border-top:1px solid currentColor}
.hs-root .hs-product p{margin:0}
.hs-root .hs-product__name{font-weight:700}
.hs-root .hs-bubble{display:inline-flex;flex-direction:column;padding:.25rem .75rem;border-radius:1rem;background:var(--hs-color-accent,#f2a900);color:var(--hs-color-accent-contrast,#1d1d1b)}
.hs-root .hs-bubble .hs-price__old{opacity:1!important}
.hs-root .hs-amenities{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.hs-root .hs-amenities li{display:inline-flex;align-items:center;gap:.25rem;padding:.1rem .5rem;border:1px solid currentColor;border-radius:1rem;font-size:.875rem}
.hs-root .hs-usp{display:flex;flex-wrap:wrap;gap:.5rem 2rem;list-style:none;margin:0 0 1.5rem;padding:0}
.hs-root .hs-usp li{display:flex;gap:.5rem;align-items:flex-start}
.hs-root .hs-usp h3{margin:0;font-size:1rem}
.hs-root .hs-usp p{margin:0}
.hs-root .hs-usp__icon{flex:none;width:1.5rem;height:1.5rem;color:var(--hs-color-primary,#004f9f)}
.hs-root .hs-amenities__icon{flex:none;width:1rem;height:1rem}
.hs-root .hs-link-columns{display:flex;flex-wrap:wrap;gap:0 2rem}
.hs-root .hs-link-columns ul{list-style:none;margin:0;padding:0;min-width:10rem}
.hs-root .hs-link-columns a{display:inline-block;padding:.2rem 0}
@media (max-width:767px){.hs-root .hs-teaser--wide{display:flex}.hs-root .hs-teaser--wide .hs-teaser__text{margin:0;max-width:none}}
`;

export function useTeaserStyles(): void {
  useScopedStyles('cms-teasers', teaserCss);
}
