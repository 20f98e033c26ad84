import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from './VisuallyHidden';

export interface PriceProps {
  /** The amount, already formatted by src/lib/money (this component never formats money). */
  amount: string;
  /** Already translated label such as 'p.p. from'. */
  label?: string;
  /** A former price, shown struck through before the amount. */
  oldAmount?: string;
  className?: string;
}

/** A price with optional label and struck-through old price. */
export function Price({ amount, label, oldAmount, className }: PriceProps) {
  return (
    <span
      className={['hs-price', className].filter(Boolean).join(' ')}
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.4em' }}
    >
      {label && <span className="hs-price__label">{label}</span>}
      {oldAmount && (
        // Strike-through alone is not announced by screen readers, hence the spoken prefixes.
        <del className="hs-price__old" style={{ opacity: 0.7 }}>
          <VisuallyHidden>
            <FormattedMessage id="ui.price.oldPrice" />{' '}
          </VisuallyHidden>
          {oldAmount}
        </del>
      )}
      <strong className="hs-price__amount" style={{ fontSize: '1.25em' }}>
        {oldAmount && (
          <VisuallyHidden>
            <FormattedMessage id="ui.price.newPrice" />{' '}
          </VisuallyHidden>
        )}
        {amount}
      </strong>
    </span>
  );
}
