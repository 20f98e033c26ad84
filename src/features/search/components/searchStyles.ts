/** The search mask's styles, scoped under `.hs-root` and added with its chunk. */
export const searchCss = `
.hs-root .hs-search-mask{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:1rem;margin:0 0 1.5rem;border-radius:var(--hs-radius,4px);background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff)}
.hs-root .hs-search-mask__submit{background:var(--hs-color-accent,#f2a900);color:var(--hs-color-accent-contrast,#1d1d1b);font-weight:700}
.hs-root .hs-direct-flight{display:inline-flex;gap:.25rem;align-items:center}
.hs-root .hs-search-bar{display:block;width:100%;text-align:left;padding:.75rem 1rem;margin:0 0 1rem;border:1px solid currentColor;border-radius:var(--hs-radius,4px);background:var(--hs-color-surface,#fff);color:var(--hs-color-text,#1d1d1b);font:inherit;cursor:pointer}
.hs-root .hs-search-bar__where{font-weight:700}
.hs-root .hs-mobile-search{position:fixed;inset:0;z-index:1000;overflow:auto;padding:1rem;background:var(--hs-color-surface,#fff);color:var(--hs-color-text,#1d1d1b)}
.hs-root .hs-mobile-search__top{display:flex;align-items:center;gap:1rem}
.hs-root .hs-mobile-search__close{font-size:1.5rem;background:none;border:0;color:inherit;cursor:pointer}
.hs-root .hs-mobile-search form{display:grid;gap:1.5rem}
`;
