import { useScopedStyles } from '../../../ui/useScopedStyles';

/** The header's account area and the login pages, scoped under `.hs-root`; with their chunks. */
const accountCss = `
.hs-root .hs-account{align-items:center;flex-wrap:wrap}
.hs-root .hs-account__user{font-weight:700;color:inherit}
.hs-root .hs-account__warning{position:relative;display:inline-flex}
.hs-root .hs-account__warning-trigger{font:inherit;line-height:1;padding:.25em .4em;border:1px solid #8a5300;border-radius:var(--hs-radius,4px);background:#fff4e0;color:#6b4000;cursor:help}
.hs-root .hs-account__tooltip{position:absolute;top:calc(100% + .4rem);right:0;z-index:960;width:max-content;max-width:16rem;padding:.5rem .75rem;border-radius:var(--hs-radius,4px);background:#1d1d1b;color:#fff;font-size:.875rem;font-weight:400;box-shadow:0 4px 16px rgba(0,0,0,.35)}
.hs-root .hs-account__tooltip[hidden]{display:none}
.hs-root .hs-account__notice{flex-basis:100%;margin:0;color:#b00020;font-size:.875rem}
.hs-root .hs-account-page dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
.hs-root .hs-account-page dd{margin:0}
.hs-root .hs-membership__code{display:inline-block;margin:.5rem 0;padding:.5rem 1rem;border:2px dashed currentColor;border-radius:var(--hs-radius,4px);font-size:1.5rem;font-weight:700;letter-spacing:.08em}
.hs-root .hs-membership__actions{display:flex;flex-wrap:wrap;gap:.5rem}
`;

export function useAccountStyles(): void {
  useScopedStyles('account', accountCss);
}
