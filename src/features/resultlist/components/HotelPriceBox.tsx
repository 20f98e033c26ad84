import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '../../../ui/Price';

export interface PriceComparison {
  oldPrice: number;
  saving: number;
}

export interface HotelPriceBoxProps {
  perPerson: boolean;
  displayPrice: number;
  comparison?: PriceComparison;
  formatPrice: (amount: number) => string;
}

/** Price label and price, with the market price comparison when the lead passes one. */
export function HotelPriceBox({
  perPerson,
  displayPrice,
  comparison,
  formatPrice,
}: HotelPriceBoxProps) {
  const intl = useIntl();
  const claimId = useId();
  const [claimOpen, setClaimOpen] = useState(false);
  const label = intl.formatMessage({
    id: perPerson ? 'resultlist.item.perPerson' : 'resultlist.item.total',
  });
  return (
    <div className="hs-rl-item__price">
      <Price
        label={label}
        amount={formatPrice(displayPrice)}
        oldAmount={comparison ? formatPrice(comparison.oldPrice) : undefined}
      />
      {comparison && (
        <>
          <p>
            <span className="hs-rl-item__save">
              <FormattedMessage
                id="resultlist.item.save"
                values={{ price: formatPrice(comparison.saving) }}
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
            <FormattedMessage id="resultlist.item.comparisonClaim" />
          </p>
        </>
      )}
    </div>
  );
}
