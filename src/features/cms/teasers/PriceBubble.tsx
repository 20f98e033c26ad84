import { FormattedMessage } from 'react-intl';
import type { TeaserContent } from '../../../api/types';
import { Price } from '../../../ui/Price';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useMoney } from '../../shell';
import { TeaserText, type TeaserPlace } from './teaserPlace';
import type { TeaserPrice } from './teaserRules';

/**
 * The price bubble: overrideBubbleText before the price (else 'from'), the struck old price when
 * the rules allow it, 'p.p.' after it with showPerPersonPricePostfix. Without a price, only the
 * bubble text.
 */
export function PriceBubble({
  teaser,
  place,
  price,
}: {
  teaser: TeaserContent;
  place: TeaserPlace;
  price: TeaserPrice | null;
}) {
  const money = useMoney();
  if (!price && !teaser.overrideBubbleText) return null;
  return (
    <p className="hs-bubble">
      {teaser.overrideBubbleText ? (
        <TeaserText teaser={teaser} place={place} name="overrideBubbleText" as="span" />
      ) : (
        <FormattedMessage id="cms.teaser.from" />
      )}
      {price && (
        <span>
          <Price
            amount={money(price.amount, price.currency)}
            oldAmount={
              price.oldAmount === undefined ? undefined : money(price.oldAmount, price.currency)
            }
          />
          {teaser.showPerPersonPricePostfix && (
            <>
              {' '}
              <span aria-hidden="true">
                <FormattedMessage id="cms.teaser.perPersonShort" />
              </span>
              <VisuallyHidden>
                <FormattedMessage id="cms.teaser.perPerson" />
              </VisuallyHidden>
            </>
          )}
        </span>
      )}
    </p>
  );
}
