import { useScopedStyles } from '../../../ui/useScopedStyles';

/** The result list's stylesheet, scoped under `.hs-root`; mobile first, desktop from 768 px. */
export const resultListCss = `
.hs-root .hs-rl-button{font:inherit;padding:.5em .9em;border-radius:var(--hs-radius,4px);border:1px solid var(--hs-color-primary,#004f9f);background:transparent;color:var(--hs-color-primary,#004f9f);cursor:pointer}
.hs-root .hs-rl-button--primary{background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff)}
.hs-root .hs-rl-button:disabled,.hs-root .hs-rl-button[aria-disabled="true"]{opacity:.5;cursor:default}
.hs-root .hs-rl-header{display:flex;flex-wrap:wrap;gap:.75rem 1rem;align-items:center;margin:0 0 1rem}
.hs-root .hs-rl-header__count{font-weight:700;border:0;padding:.25em 0;text-decoration:underline}
.hs-root .hs-rl-header label{display:inline-flex;gap:.4rem;align-items:center}
.hs-root .hs-rl-header select{font:inherit;padding:.3em .4em;border-radius:var(--hs-radius,4px)}
.hs-root .hs-rl-filters__panel{display:grid;gap:1rem;padding:1rem 0}
.hs-root .hs-rl-filters__top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.hs-root .hs-rl-filters__top h2{margin:0}
.hs-root .hs-rl-filters__panel--drawer{position:fixed;top:0;bottom:0;left:0;z-index:var(--hs-z-overlay,1000);width:min(24rem,90vw);box-sizing:border-box;overflow-y:auto;padding:1rem 1rem 0;align-content:start;background:var(--hs-color-surface,#fff);color:var(--hs-color-text,#1d1d1b);box-shadow:0 0 1.5rem rgba(0,0,0,.3)}
.hs-root .hs-rl-filters__backdrop{position:fixed;inset:0;z-index:var(--hs-z-overlay,1000);background:rgba(0,0,0,.4)}
.hs-root .hs-rl-filters__show{position:sticky;bottom:0;padding:.75rem 0 1rem;background:var(--hs-color-surface,#fff)}
.hs-root .hs-rl-filters__show .hs-rl-button{width:100%}
.hs-root .hs-rl-filters fieldset{margin:0;padding:0;border:0;display:grid;gap:.35rem}
.hs-root .hs-rl-filters legend{font-weight:700;margin-bottom:.35rem}
.hs-root .hs-rl-filters label{display:flex;gap:.5rem;align-items:center}
.hs-root .hs-rl-filters input:disabled+span{opacity:.5}
.hs-root .hs-rl-header__count[aria-busy="true"]{text-decoration-style:dotted;cursor:progress}
.hs-root .hs-rl-filters__panel[aria-busy="true"] fieldset{cursor:progress}
.hs-root .hs-rl-chips{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:0 0 1rem}
.hs-root .hs-rl-chips ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.hs-root .hs-rl-chip{font:inherit;padding:.3em .75em;border-radius:999px;border:1px solid var(--hs-color-primary,#004f9f);background:var(--hs-color-surface,#fff);color:var(--hs-color-primary,#004f9f);cursor:pointer}
.hs-root .hs-rl-item{display:grid;gap:.75rem;padding:1rem 0;border-bottom:1px solid #ddd}
.hs-root .hs-rl-item h2{margin:0;font-size:1.15rem}
.hs-root .hs-rl-item p{margin:0}
.hs-root .hs-rl-gallery{position:relative;aspect-ratio:3/2;background:#eee;overflow:hidden;border-radius:var(--hs-radius,4px)}
.hs-root .hs-rl-gallery img{width:100%;height:100%;object-fit:cover;display:block}
.hs-root .hs-rl-gallery__nav{position:absolute;top:50%;transform:translateY(-50%);border:0;border-radius:50%;width:2.25rem;height:2.25rem;background:rgba(255,255,255,.85);cursor:pointer;font-size:1.2rem}
.hs-root .hs-rl-gallery__nav--prev{left:.5rem}
.hs-root .hs-rl-gallery__nav--next{right:.5rem}
.hs-root .hs-rl-item__tools{display:flex;gap:.5rem;flex-wrap:wrap}
.hs-root .hs-rl-item__includes{margin:0;padding-left:1.1rem;font-size:.9rem}
.hs-root .hs-rl-item__price{display:grid;gap:.25rem;justify-items:start}
.hs-root .hs-rl-item__save{color:#1b7f3b;font-weight:700}
.hs-root .hs-rl-item__claim{font-size:.8rem;max-width:22rem}
.hs-root .hs-rl-item__member{font-size:.9rem}
.hs-root .hs-rl-card{display:grid;gap:.5rem;align-content:start;padding:.75rem;border:1px solid #ddd;border-radius:var(--hs-radius,4px);background:var(--hs-color-surface,#fff);color:var(--hs-color-text,#1d1d1b)}
.hs-root .hs-rl-card p{margin:0}
.hs-root .hs-rl-card__image{display:block;width:100%;aspect-ratio:3/2;object-fit:cover;background:#eee;border-radius:var(--hs-radius,4px)}
.hs-root .hs-rl-card__body,.hs-root .hs-rl-card__details{display:grid;gap:.35rem;justify-items:start;align-content:start}
.hs-root .hs-rl-card__name{margin:0;font-size:1.05rem}
.hs-root .hs-rl-card__location{font-size:.9rem}
.hs-root .hs-rl-card__link{display:flex;gap:.75rem;align-items:center;color:inherit;text-decoration:none}
.hs-root .hs-rl-card__link .hs-rl-card__body{flex:1}
.hs-root .hs-rl-card__link .hs-rl-card__name{color:var(--hs-color-primary,#004f9f);text-decoration:underline}
.hs-root .hs-rl-card__link:focus-visible{outline:2px solid var(--hs-color-primary,#004f9f);outline-offset:4px}
.hs-root .hs-rl-card__arrow{font-size:2rem;line-height:1;color:var(--hs-color-primary,#004f9f)}
.hs-root .hs-rating-widgets{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.35rem}
.hs-root .hs-rating-widget{box-sizing:border-box;display:inline-grid;gap:.2rem;align-content:center;width:13.5rem;max-width:100%;min-height:3.75rem;padding:.35rem .5rem;border:1px solid #ddd;border-radius:var(--hs-radius,4px);font-size:.85rem}
.hs-root .hs-rating-widget--placeholder{background:#f5f5f5;border-color:transparent}
.hs-root .hs-rating-widget__score{display:inline-flex;align-items:center;gap:.4rem}
.hs-root .hs-rating-widget__value{font-weight:700}
.hs-root .hs-rating-widget__scale{font-weight:400}
.hs-root .hs-rating-widget__link{color:var(--hs-color-primary,#004f9f)}
.hs-root .hs-rating-bar{display:inline-flex;gap:.05em;font-size:1rem}
.hs-root .hs-rating-widget--holidaycheck{border-top:3px solid #0058a3}
.hs-root .hs-rating-widget--holidaycheck .hs-rating-bar{color:#c98500}
.hs-root .hs-rating-widget--tripadvisor .hs-rating-bar{color:#00875a}
.hs-root .hs-rating-widget--trustyou .hs-rating-widget__value{padding:0 .35em;border-radius:3px;background:#2e7d32;color:#fff}
.hs-root .hs-rating-meter{display:inline-block;width:4rem;height:.4rem;overflow:hidden;border-radius:.2rem;background:#e0e0e0}
.hs-root .hs-rating-meter__fill{display:block;height:100%;background:#2e7d32}
.hs-root .hs-rl-pages ul{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;margin:1rem 0;padding:0;align-items:center}
.hs-root .hs-rl-pages [aria-current="page"]{background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff)}
.hs-root .hs-rl-state{padding:1.5rem 1rem;text-align:center;border-radius:var(--hs-radius,4px);background:#f5f5f5}
@media (min-width:768px){
.hs-root .hs-rl-header__map{margin-left:auto}
.hs-root .hs-rl-item{grid-template-columns:16rem 1fr auto;align-items:start}
.hs-root .hs-rl-item__price{justify-items:end;text-align:right}
}
@media (min-width:1024px){
.hs-root .hs-resultlist{display:flow-root}
.hs-root .hs-rl-filters--docked{float:left;width:16rem;margin:0 2rem 1rem 0}
.hs-root .hs-rl-filters--docked .hs-rl-filters__panel{padding-top:0}
.hs-root .hs-resultlist>:not(h1):not(.hs-rl-header):not(.hs-rl-filters){margin-left:18rem}
}
`;

/** Adds the stylesheet once; every top-level result list component calls it. */
export function useResultListStyles(): void {
  useScopedStyles('resultlist', resultListCss);
}
