import { useId } from 'react';
import './PaymentBadges.css';

/**
 * The payment options a page names, as a titled list of badges
 * (docs/rules/cms-modules.md, "Payment logos").
 */
export function PaymentBadges({
  title,
  names,
  className,
}: {
  title: string;
  names: readonly string[];
  className?: string;
}) {
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
