import { useScopedStyles } from '../../../ui/useScopedStyles';

/**
 * The galleries' stylesheet, scoped under `.hs-root`; mobile first, more columns as room allows.
 * The card's link covers the whole card (its ::after), so the card is one click target while the
 * accessible link name stays the destination's name.
 */
export const destinationsCss = `
.hs-root .hs-dest-country{margin:1.5rem 0 0}
.hs-root .hs-dest-country h2{font-size:1.3rem;margin:0 0 .75rem}
.hs-root .hs-dest-grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));list-style:none;margin:0;padding:0}
.hs-root .hs-dest-card{position:relative;display:grid;gap:.3rem;height:100%;padding-bottom:.75rem;border-radius:var(--hs-radius,4px);box-shadow:0 1px 4px rgba(0,0,0,.18);overflow:hidden;background:#fff}
.hs-root .hs-dest-card:hover,.hs-root .hs-dest-card:focus-within{box-shadow:0 2px 10px rgba(0,0,0,.28)}
.hs-root .hs-dest-card__image{order:-1;aspect-ratio:3/2;width:100%;height:auto;object-fit:cover;display:block;background:#eee}
.hs-root .hs-dest-card h3{margin:.25rem .75rem 0;font-size:1.1rem}
.hs-root .hs-dest-card h3 a{color:inherit;text-decoration:none}
.hs-root .hs-dest-card h3 a::after{content:"";position:absolute;inset:0}
.hs-root .hs-dest-card h3 a:focus-visible{outline:none}
.hs-root .hs-dest-card:focus-within{outline:2px solid var(--hs-color-primary,#004f9f);outline-offset:2px}
.hs-root .hs-dest-card p{margin:0 .75rem}
.hs-root .hs-dest-card__price{font-weight:700;color:var(--hs-color-primary,#004f9f)}
.hs-root .hs-dest-state{padding:1.5rem 1rem;margin:1rem 0;text-align:center;border-radius:var(--hs-radius,4px);background:#f5f5f5}
`;

/** Adds the stylesheet once; every top-level gallery component calls it. */
export function useDestinationsStyles(): void {
  useScopedStyles('destinations', destinationsCss);
}
