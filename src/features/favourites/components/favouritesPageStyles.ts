import { useScopedStyles } from '../../../ui/useScopedStyles';

/** The favourites page, scoped under `.hs-root`; mobile first, cards side by side from 768 px. */
const favouritesPageCss = `
.hs-root .hs-fav-page h1{margin-bottom:.25rem}
.hs-root .hs-fav-list{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.hs-root .hs-fav-list h3{margin:0;font-size:1.1rem}
.hs-root .hs-fav-empty{padding:1.5rem 1rem;background:#f5f5f5;border-radius:var(--hs-radius,4px)}
.hs-root .hs-fav-compare{margin-top:2rem}
.hs-root .hs-fav-compare__scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}
.hs-root .hs-fav-compare table{border-collapse:collapse;min-width:100%}
.hs-root .hs-fav-compare caption{text-align:left;font-weight:700;padding:.5rem 0}
.hs-root .hs-fav-compare th,.hs-root .hs-fav-compare td{padding:.5rem .75rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top;min-width:10rem}
.hs-root .hs-fav-compare tbody th{position:sticky;left:0;background:var(--hs-color-surface,#fff);min-width:8rem}
@media (min-width:768px){.hs-root .hs-fav-list{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}}
`;

export function useFavouritesPageStyles(): void {
  useScopedStyles('favourites-page', favouritesPageCss);
}
