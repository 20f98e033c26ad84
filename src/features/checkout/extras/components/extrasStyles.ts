/** Scoped under .hs-root like every feature stylesheet; colours come from the brand properties. */
export const extrasCss = `
.hs-root .hs-extras__card{margin:1rem 0;padding:1rem;border:1px solid #d6d6d6;border-radius:var(--hs-radius,4px)}
.hs-root .hs-extras__card[aria-busy="true"]{opacity:.7}
.hs-root .hs-extras__card fieldset{border:0;margin:0;padding:0}
.hs-root .hs-extras__card legend{font-weight:bold;margin-bottom:.5rem}
.hs-root .hs-extras__radio{display:block;padding:.25rem 0}
.hs-root .hs-extras__option{list-style:none;padding:.5rem 0;border-top:1px solid #eee}
.hs-root .hs-extras__option.is-selected{border-left:3px solid var(--hs-color-primary,#004f9f);padding-left:.5rem}
.hs-root .hs-extras__link{font:inherit;background:none;border:0;padding:0;color:var(--hs-color-primary,#004f9f);text-decoration:underline;cursor:pointer}
.hs-root .hs-extras__notice:empty{margin:0}
.hs-root .hs-extras__actions{display:flex;justify-content:space-between;gap:1rem;margin-top:1.5rem}
`;
