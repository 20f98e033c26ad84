import { useScopedStyles } from '../../../ui/useScopedStyles';

// The controls bring their own colours: they sit on light, dark and brand-coloured teasers alike.
const editingCss = `
.hs-root .hs-cms-edit{display:inline-block;margin:.25rem 0;padding:.15em .6em;font:inherit;font-size:.8125rem;font-weight:400;line-height:1.4;color:#1d1d1b;background:#fff4e5;border:1px dashed #8a4b00;border-radius:var(--hs-radius,4px);cursor:pointer;text-transform:none;letter-spacing:normal}
.hs-root .hs-cms-edit[aria-pressed=true]{background:#8a4b00;color:#fff;border-style:solid}
.hs-root .hs-cms-editing-bar{display:flex;justify-content:flex-end;margin:.5rem 0}
.hs-root .hs-cms-edit:focus-visible{outline:3px solid #8a4b00;outline-offset:2px}
.hs-root .hs-cms-edit-form{display:flex;flex-direction:column;gap:.5rem;margin:.5rem 0;padding:.75rem;color:#1d1d1b;background:#fff;border:2px dashed #8a4b00;border-radius:var(--hs-radius,4px);font-size:1rem;text-align:left}
.hs-root .hs-cms-edit-form input,.hs-root .hs-cms-edit-form textarea{font:inherit;color:#1d1d1b;background:#fff;border:1px solid #595959;padding:.4em}
.hs-root .hs-cms-edit-form [aria-invalid=true]{border-color:#b00020}
.hs-root .hs-cms-edit-form__error{margin:0;color:#b00020}
.hs-root .hs-cms-edit-form__actions{display:flex;gap:.5rem}
`;

export function useEditingStyles(): void {
  useScopedStyles('cms-editing', editingCss);
}
