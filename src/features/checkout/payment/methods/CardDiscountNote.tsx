import { FormattedMessage } from 'react-intl';
import type { BinCheckResult } from '../rules/binStrategy';
import { cardDiscountPercent } from '../rules/paymentMethod';
import { ruleMessageIds } from '../rules/ruleMessages';

export interface CardDiscountNoteProps {
  /** The outcome of the card's BIN check, once the first six digits are known. */
  bin?: BinCheckResult | null;
  percent?: number;
}

/**
 * The card discount text (instant 7 % on the travel price) and, below it, what the BIN check
 * found: the discount applies, the card pays without it, or the card is not approved.
 */
export function CardDiscountNote({
  bin = null,
  percent = cardDiscountPercent,
}: CardDiscountNoteProps) {
  const refused = bin !== null && !bin.allowed;
  return (
    <div className="hs-payment__discount">
      <p>
        <FormattedMessage id="checkout.payment.card.discount" values={{ percent }} />
      </p>
      {/* Live regions stay mounted so a changed outcome is announced. */}
      <p role="status">
        {bin?.discount && (
          <FormattedMessage id="checkout.payment.card.discountApplied" values={{ percent }} />
        )}
        {bin?.allowed && bin.message && <FormattedMessage id={ruleMessageIds[bin.message]} />}
      </p>
      <p role="alert" className="hs-payment__error">
        {refused && bin?.message && <FormattedMessage id={ruleMessageIds[bin.message]} />}
      </p>
    </div>
  );
}
