import { useScopedStyles } from '../../../../ui/useScopedStyles';

/** The newsletter modules' few own rules, scoped under `.hs-root`; with their chunk. */
const newsletterCss = `
.hs-root .hs-newsletter{max-width:40rem;margin:1.5rem 0}
.hs-root .hs-newsletter form{display:grid;gap:.25rem}
.hs-root .hs-newsletter__actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem}
.hs-root .hs-newsletter__choices{display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.hs-root .hs-newsletter__choices label{display:inline-flex;gap:.35rem;align-items:center}
.hs-root .hs-newsletter [aria-disabled=true]{opacity:.6;cursor:not-allowed}
`;

export function useNewsletterStyles(): void {
  useScopedStyles('newsletter', newsletterCss);
}
