import { themeColor, themeRadius } from '../../../../ui/theme';
import { useScopedStyles } from '../../../../ui/useScopedStyles';

/** The payment methods' stylesheet, scoped under `.hs-root`. */
const paymentCss = `
.hs-root .hs-payment__methods,.hs-root .hs-payment__fieldset{margin:0;padding:0;border:0;min-width:0;display:grid;gap:.75rem}
.hs-root .hs-payment__methods legend,.hs-root .hs-payment__fieldset legend{font-weight:700;margin-bottom:.5rem}
.hs-root .hs-payment__method{border:1px solid #ccc;border-radius:${themeRadius};padding:.75rem}
.hs-root .hs-payment__method--chosen{border-color:${themeColor.primary}}
.hs-root .hs-payment__choice{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.hs-root .hs-payment__choice label{font-weight:700;cursor:pointer}
.hs-root .hs-payment__details{display:flex;flex-wrap:wrap;gap:.35rem;font-size:.85rem;margin-left:auto}
.hs-root .hs-payment__logo{border:1px solid #999;border-radius:${themeRadius};padding:0 .35em;font-weight:700}
.hs-root .hs-payment__panel{margin-top:.75rem;display:grid;gap:.75rem}
.hs-root .hs-payment__field{display:grid;gap:.25rem}
.hs-root .hs-payment__field input:not([type=range]){font:inherit;padding:.45em .6em;border:1px solid #767676;border-radius:${themeRadius}}
.hs-root .hs-payment__field input[aria-invalid=true]{border-color:#b00020}
.hs-root .hs-payment__hint{font-size:.85rem;color:#555}
.hs-root .hs-payment__error{color:#b00020;margin:0}
.hs-root .hs-payment__buttons{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.hs-root .hs-payment__button{font:inherit;padding:.5em 1em;border-radius:${themeRadius};border:1px solid ${themeColor.primary};background:transparent;color:${themeColor.primary};cursor:pointer}
.hs-root .hs-payment__button--primary{background:${themeColor.primary};color:${themeColor.primaryContrast};font-weight:700;padding:.75em 1.5em}
.hs-root .hs-payment__button:disabled{opacity:.5;cursor:default}
`;

export function usePaymentStyles(): void {
  useScopedStyles('checkout-payment', paymentCss);
}
