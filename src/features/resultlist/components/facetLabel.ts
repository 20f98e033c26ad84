import { useIntl } from 'react-intl';
import type { FilterGroupKey } from '../../../api/types';
import { useMoney } from '../../shell';
import type { FacetOptionView } from '../model/facets';

/**
 * An option's label as the visitor reads it: the server's label, except price thresholds, which
 * are hub-currency (EUR) amounts said in the market's currency.
 */
export function useFacetLabel() {
  const intl = useIntl();
  const money = useMoney();
  return (option: Pick<FacetOptionView, 'value' | 'label'>, group: FilterGroupKey): string => {
    const amount = Number(option.value);
    if (group !== 'price' || option.value.trim() === '' || !Number.isFinite(amount)) {
      return option.label;
    }
    return intl.formatMessage(
      { id: 'resultlist.filters.priceUpTo' },
      { price: money(amount, 'EUR', 0) },
    );
  };
}
