import { useScopedStyles } from '../../../ui/useScopedStyles';

/** The CMS modules' own rules, scoped under `.hs-root`; they come with the modules' chunk. */
const cmsModuleCss = `
.hs-root .hs-countdown__units{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
.hs-root .hs-countdown__units li{display:flex;flex-direction:column;align-items:center;min-width:4rem}
.hs-root .hs-countdown__value{font-size:2rem;font-weight:700;font-variant-numeric:tabular-nums}
.hs-root .hs-ticker{display:flex;align-items:center;gap:.5rem;overflow:hidden;contain:inline-size;margin:0 0 1rem}
.hs-root .hs-ticker__window{flex:1;overflow:hidden;white-space:nowrap}
.hs-root .hs-ticker__track{display:inline-flex;list-style:none;margin:0;padding:0}
.hs-root .hs-ticker__track li{padding-right:1rem}
.hs-root .hs-ticker__track--moving{animation:hs-ticker var(--hs-ticker-duration,30s) linear infinite}
.hs-root .hs-ticker__track--paused{animation-play-state:paused}
.hs-root .hs-ticker__static{display:flex;flex-wrap:wrap;gap:.5rem 1rem;list-style:none;margin:0;padding:0}
@keyframes hs-ticker{from{transform:translateX(0)}to{transform:translateX(var(--hs-ticker-shift,-50%))}}
.hs-root .hs-popup-bar{position:fixed;right:0;top:40%;z-index:900;writing-mode:vertical-rl;transform:rotate(180deg)}
.hs-root .hs-ancillaries{position:relative;padding:1rem 3rem 1rem 1rem;border:1px solid currentColor;border-radius:var(--hs-radius,4px)}
.hs-root .hs-ancillaries__close{position:absolute;top:.5rem;right:.5rem}
.hs-root .hs-award img,.hs-root .hs-partner img{max-width:100%;height:auto}
.hs-root .hs-miles__original{text-decoration:line-through}
`;

export function useCmsModuleStyles(): void {
  useScopedStyles('cms-modules', cmsModuleCss);
}
