import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '../../../ui/Price';
import type { ShownComparison } from '../../../lib/prices';
import { memberPrice } from '../model/priceRules';
import { useAllowedLink } from '../../../config/HostConfigContext';

/**
 * The comparison as it shows (src/lib/prices.ts), with what formats its market-currency amounts.
 * The saving is the difference of the two shown prices (docs/rules/prices.md).
 */
export interface PriceComparison extends ShownComparison {
  /** Formats an amount already in the market currency. */
  format: (marketAmount: number) => string;
  /** ISO code of the currency the prices show in; the claim names it. */
  currency: string;
}

export interface HotelPriceBoxProps {
  /** Whether the amount is per person; otherwise it is the host's total for all travellers. */
  perPerson: boolean;
  /** In the hub currency; `formatPrice` converts it. */
  displayPrice: number;
  comparison?: PriceComparison;
  formatPrice: (amount: number) => string;
  /** Where a visitor becomes a member; with a discount it shows the member price. */
  membershipUrl?: string;
  /** Member discount in percent, 0 < d < 100. */
  memberDiscountPercent?: number;
}

/** The currency's name in the visitor's language ('British pounds'), its code where unknown. */
function currencyName(intl: ReturnType<typeof useIntl>, code: string): string {
  try {
    return intl.formatDisplayName(code, { type: 'currency' }) ?? code;
  } catch {
    return code;
  }
}

/** Price label and price, with the market price comparison when the lead passes one. */
export function HotelPriceBox({
  perPerson,
  displayPrice,
  comparison,
  formatPrice,
  membershipUrl,
  memberDiscountPercent,
}: HotelPriceBoxProps) {
  const intl = useIntl();
  const claimId = useId();
  const [claimOpen, setClaimOpen] = useState(false);
  // A link that could run script is no membership URL at all.
  const memberHref = useAllowedLink(membershipUrl, 'membership page');
  const memberAmount = memberHref
    ? memberPrice(displayPrice, memberHref, memberDiscountPercent)
    : null;
  const label = intl.formatMessage({
    id: perPerson ? 'resultlist.item.perPerson' : 'resultlist.item.total',
  });
  return (
    <div className="hs-rl-item__price">
      <Price
        label={label}
        amount={comparison ? comparison.format(comparison.newPrice) : formatPrice(displayPrice)}
        oldAmount={comparison ? comparison.format(comparison.oldPrice) : undefined}
      />
      {comparison && (
        <>
          <p>
            <span className="hs-rl-item__save">
              <FormattedMessage
                id="resultlist.item.save"
                values={{ price: comparison.format(comparison.saving) }}
              />
            </span>{' '}
            {/* A toggletip rather than a hover tooltip, so touch and keyboard users reach it. */}
            <button
              type="button"
              className="hs-rl-button"
              aria-expanded={claimOpen}
              aria-controls={claimId}
              onClick={() => setClaimOpen(!claimOpen)}
            >
              <span aria-hidden="true">i </span>
              <FormattedMessage id="resultlist.item.comparisonInfo" />
            </button>
          </p>
          <p id={claimId} className="hs-rl-item__claim" hidden={!claimOpen}>
            <FormattedMessage
              id="resultlist.item.comparisonClaim"
              values={{ currency: currencyName(intl, comparison.currency) }}
            />
          </p>
        </>
      )}
      {memberHref && memberAmount !== null && (
        <p className="hs-rl-item__member">
          <FormattedMessage
            id="resultlist.price.member"
            values={{ price: formatPrice(memberAmount) }}
          />{' '}
          <a href={memberHref}>
            <FormattedMessage id="resultlist.price.becomeMember" />
          </a>
        </p>
      )}
    </div>
  );
}
