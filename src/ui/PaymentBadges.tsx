import { useId } from 'react';
import { useScopedStyles } from './useScopedStyles';

const paymentBadgesCss = `
.hs-root .hs-payment-badges .hs-payment-badges__list{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.hs-root .hs-payment-badges .hs-payment-badges__list li{padding:.2em .6em;border:1px solid currentColor;border-radius:var(--hs-radius,4px);font-size:.875rem;font-weight:700}
`;

/** The payment options a page names, as a titled list of badges (CMS payment logos, spec 3 §9 cards). */
export function PaymentBadges({
  title,
  names,
  className,
}: {
  title: string;
  names: readonly string[];
  className?: string;
}) {
  useScopedStyles('payment-badges', paymentBadgesCss);
  const headingId = useId();
  return (
    <section
      className={['hs-payment-badges', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      <ul className="hs-payment-badges__list">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
