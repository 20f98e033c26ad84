import { useScopedStyles } from '../../../../ui/useScopedStyles';

/** The hotel page's content stylesheet, scoped under `.hs-root`; mobile first, desktop from 768 px. */
export const hotelContentCss = `
.hs-root .hs-hotel{display:grid;gap:1.5rem}
.hs-root .hs-hotel-button{font:inherit;padding:.5em .9em;border-radius:var(--hs-radius,4px);border:1px solid var(--hs-color-primary,#004f9f);background:transparent;color:var(--hs-color-primary,#004f9f);cursor:pointer}
.hs-root .hs-hotel-button--primary{background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff)}
.hs-root .hs-hotel-head,.hs-root .hs-hotel-head__text{display:grid;gap:.75rem;align-content:start}
.hs-root .hs-hotel-head h1{margin:0;font-size:1.6rem}
.hs-root .hs-hotel-head p{margin:0}
.hs-root .hs-hotel-head__facts{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center}
.hs-root .hs-hotel-head__tools{display:flex;flex-wrap:wrap;gap:.5rem}
.hs-root .hs-hotel-media{position:relative;display:block;width:100%;padding:0;border:0;background:#eee;cursor:pointer;aspect-ratio:3/2;overflow:hidden;border-radius:var(--hs-radius,4px)}
.hs-root .hs-hotel-head--placeholder .hs-hotel-head__text{min-height:18rem;align-content:center;justify-items:center}
.hs-root .hs-hotel-head--placeholder .hs-hotel-media{cursor:default}
.hs-root .hs-hotel-head .hs-fav-hotel{flex-direction:column;align-items:flex-start}
.hs-root .hs-hotel-media img{width:100%;height:100%;object-fit:cover;display:block}
.hs-root .hs-hotel-media__label{position:absolute;right:.75rem;bottom:.75rem;padding:.35em .75em;border-radius:var(--hs-radius,4px);background:rgba(0,0,0,.75);color:#fff;font:inherit}
.hs-root .hs-hotel-about h2,.hs-root .hs-hotel-reviews h2{margin:0 0 .75rem}
.hs-root .hs-hotel-block h3{margin:1rem 0 .35rem;font-size:1.1rem}
.hs-root .hs-hotel-amenities ul{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;margin:0;padding:0}
.hs-root .hs-hotel-amenities li{padding:.2em .6em;border-radius:1em;background:#f0f0f0}
.hs-root .hs-hotel-note{margin:1rem 0;padding:.75rem 1rem;border-left:4px solid #b35c00;background:#fff4e5}
.hs-root .hs-hotel-note h3{margin:0 0 .25rem;font-size:1rem}
.hs-root .hs-hotel-note p{margin:0}
.hs-root .hs-hotel-reviews ul{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.hs-root .hs-hotel-review{display:grid;grid-template-columns:3rem 1fr;gap:.25rem .75rem;padding:1rem 0;border-bottom:1px solid #ddd}
.hs-root .hs-hotel-review:focus{outline:2px solid var(--hs-color-primary,#004f9f);outline-offset:2px}
.hs-root .hs-hotel-review img{grid-row:span 3;width:3rem;height:3rem;border-radius:50%;object-fit:cover}
.hs-root .hs-hotel-review h3{margin:0;font-size:1.05rem}
.hs-root .hs-hotel-review p{margin:0}
.hs-root .hs-hotel-review__text{grid-column:1/-1}
.hs-root .hs-hotel-state{padding:1.5rem 1rem;text-align:center;border-radius:var(--hs-radius,4px);background:#f5f5f5}
.hs-root .hs-hotel-state--failed{border:1px solid #b00020;color:#b00020;background:transparent}
.hs-root .hs-gallery{display:grid;gap:.75rem}
.hs-root .hs-gallery select{font:inherit;padding:.3em .4em;margin-left:.5rem}
.hs-root .hs-gallery__stage{position:relative;aspect-ratio:3/2;background:#111;touch-action:pan-y;user-select:none}
.hs-root .hs-gallery__stage img,.hs-root .hs-gallery__stage video{width:100%;height:100%;object-fit:contain;display:block}
.hs-root .hs-gallery__nav{position:absolute;top:50%;transform:translateY(-50%);border:0;border-radius:1.2rem;min-width:2.5rem;height:2.5rem;padding:0 .75rem;background:rgba(255,255,255,.9);color:#1d1d1b;font:inherit;cursor:pointer}
.hs-root .hs-gallery__nav--prev{left:.5rem}
.hs-root .hs-gallery__nav--next{right:.5rem}
.hs-root .hs-gallery__position{margin:0;text-align:center}
@media (min-width:768px){
.hs-root .hs-hotel-head{grid-template-columns:1fr 24rem;align-items:start}
.hs-root .hs-hotel-head--placeholder .hs-hotel-head__text{min-height:16rem}
.hs-root .hs-hotel-head .hs-fav-hotel{flex-direction:row}
}
`;

/** Adds the stylesheet once; every top-level hotel content component calls it. */
export function useHotelContentStyles(): void {
  useScopedStyles('hotel-content', hotelContentCss);
}
