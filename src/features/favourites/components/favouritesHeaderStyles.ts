import { useScopedStyles } from '../../../ui/useScopedStyles';

/**
 * The notice of a failed change, scoped under `.hs-root`; it comes with the header's chunk. The
 * link's layout and its count's look are the shell's (shellStyles.ts): they hold before it loads.
 */
const favouritesHeaderCss = `
.hs-root .hs-fav-notices{position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:950;pointer-events:none}
.hs-root .hs-fav-notice{pointer-events:auto;max-width:36rem;margin:0 auto;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.75rem 1rem;background:#fff;color:#1d1d1b;border:2px solid #b00020;border-radius:var(--hs-radius,4px);box-shadow:0 4px 16px rgba(0,0,0,.35)}
.hs-root .hs-fav-notice p{margin:0;flex:1 1 16rem}
.hs-root .hs-fav-notice button{font:inherit;color:inherit;background:transparent;border:1px solid currentColor;border-radius:var(--hs-radius,4px);padding:.3em .8em;cursor:pointer}
`;

export function useFavouritesHeaderStyles(): void {
  useScopedStyles('favourites-header', favouritesHeaderCss);
}
