import { useIntl } from 'react-intl';
import type { MilesBadgeModule as MilesBadgeData } from '../../../api/types';
import { useHostConfig } from '../../../config/HostConfigContext';
import { badgeMiles, earnRateFor, resolveMilesRates } from './miles';
import './MilesBadgeModule.css';

/**
 * The miles badge. With a price per person it says the miles that price earns (regular or boost
 * rate by the hotel's collection); without one, the rate itself (docs/rules/cms-modules.md,
 * "Miles badge").
 */
export function MilesBadgeModule({
  module,
  pricePerPerson,
  hotelCollection,
}: {
  module: Partial<MilesBadgeData>;
  pricePerPerson?: number;
  hotelCollection?: string;
}) {
  const intl = useIntl();
  const { miles } = useHostConfig();
  const rates = resolveMilesRates(module, miles);
  const number = (value: number) => intl.formatNumber(value);
  return (
    <div className="hs-miles">
      {module.text && <p>{module.text}</p>}
      {pricePerPerson === undefined ? (
        <p>
          <strong>
            {intl.formatMessage({ id: 'cms.miles.rate' }, { rate: number(rates.rate) })}
          </strong>
          {rates.rateOriginal !== undefined && rates.rateOriginal !== rates.rate && (
            <>
              {' '}
              <span className="hs-miles__original">
                {intl.formatMessage(
                  { id: 'cms.miles.rateOriginal' },
                  { rate: number(rates.rateOriginal) },
                )}
              </span>
            </>
          )}
        </p>
      ) : (
        <p>
          <strong>
            {intl.formatMessage(
              { id: 'cms.miles.earn' },
              {
                miles: number(badgeMiles(pricePerPerson, earnRateFor(rates, hotelCollection))),
              },
            )}
          </strong>
        </p>
      )}
      {rates.minimumPointsFee > 0 && (
        <p>
          {intl.formatMessage(
            { id: 'cms.miles.minimum' },
            { points: number(rates.minimumPointsFee) },
          )}
        </p>
      )}
    </div>
  );
}
