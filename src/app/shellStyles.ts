/**
 * The shop's only stylesheet: every rule is scoped under `.hs-root`, so nothing leaks into the
 * brand host's page, and brand colours arrive as custom properties on the root element.
 */
export const shellCss = `
.hs-root{color:var(--hs-color-text,#1d1d1b);background:var(--hs-color-surface,#fff);font-family:inherit;line-height:1.5}
.hs-root *,.hs-root *::before,.hs-root *::after{box-sizing:border-box}
.hs-root [hidden]{display:none!important}
.hs-root a{color:var(--hs-color-link,var(--hs-color-primary,#004f9f))}
.hs-root .hs-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.hs-root .hs-skip-link{position:absolute;left:-9999px}
.hs-root .hs-skip-link:focus{left:1rem;top:1rem;z-index:2000;background:#fff;padding:.5rem}
.hs-root .hs-header{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;padding:.75rem 1rem;background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff)}
.hs-root .hs-header a{color:inherit}
.hs-root .hs-header__logo{font-weight:700;font-size:1.25rem;text-decoration:none}
.hs-root .hs-header__logo img{display:block;height:40px;width:auto}
.hs-root .hs-header__tools{display:flex;gap:1rem;align-items:center;margin-left:auto}
.hs-root .hs-header__burger{margin-left:auto;font-size:1.5rem;background:none;border:0;color:inherit;cursor:pointer}
.hs-root .hs-header>.hs-header__favourites{margin-left:auto}
.hs-root .hs-header>.hs-header__favourites~.hs-header__burger{margin-left:0}
.hs-root .hs-fav-count{font-weight:700}
.hs-root .hs-fav-count--reserved{visibility:hidden}
.hs-root .hs-header .hs-nav-space{flex-basis:100%;padding:.25rem 0}
.hs-root .hs-market__list,.hs-root .hs-footer ul{list-style:none;margin:0;padding:0}
.hs-root .hs-market__list a{display:block;padding:.25rem .5rem;color:var(--hs-color-text,#1d1d1b)}
.hs-root .hs-market__list a[aria-current="true"]{font-weight:700}
.hs-root .hs-main{display:block;min-height:100vh;padding:1rem;max-width:1140px;margin:0 auto}
.hs-root .hs-main:focus{outline:none}
.hs-root .hs-button{display:inline-block;padding:.5em 1em;border-radius:var(--hs-radius,4px);background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff);border:1px solid transparent;text-decoration:none;cursor:pointer;font:inherit}
.hs-root .hs-button--secondary{background:transparent;color:inherit;border-color:currentColor}
.hs-root .hs-account{display:flex;gap:.5rem}
.hs-root .hs-footer{display:flex;flex-wrap:wrap;gap:2rem;padding:2rem 1rem;background:#f2f2f2;color:#1d1d1b}
.hs-root .hs-footer h2{font-size:1rem}
.hs-root .hs-footer a{color:#1d1d1b}
.hs-root .hs-cookie-notice{position:fixed;bottom:0;left:0;right:0;display:flex;gap:1rem;align-items:center;justify-content:center;flex-wrap:wrap;padding:1rem;background:#1d1d1b;color:#fff;z-index:900}
.hs-root .hs-cookie-notice a{color:#fff}
.hs-root .hs-config-error{padding:1rem;border:2px solid #b00020;color:#b00020}
@keyframes hs-fade-in{from{opacity:0}to{opacity:1}}
@keyframes hs-fade-out{from{opacity:1}to{opacity:0}}
@media (prefers-reduced-motion:reduce){.hs-root .hs-route-enter,.hs-root .hs-route-exit{animation:none!important}}
`;
