import { useId, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SortingInfo, SortKey } from '../../../api/types';
import { resultsPerPageOptions, type ListParams } from '../../search';
import './resultList.css';

export interface ResultListHeaderProps {
  count: number;
  sorting: SortingInfo;
  params: ListParams;
  onParamsChange: (partial: Partial<ListParams>) => void;
  onOpenFilters: () => void;
  /** Whether the filter sidebar is open, announced on the count button when given. */
  filtersExpanded?: boolean;
  mapOpen: boolean;
  /** Without it (no map on this page yet, or the hotel-map flag off) there is no map button. */
  onToggleMap?: () => void;
  mobile?: boolean;
  /** While the next answer loads: the count stays the last one's, marked busy. */
  busy?: boolean;
}

/** Offer count (also the filter trigger), sorting, page size, price mode and the map toggle. */
export function ResultListHeader({
  count,
  sorting,
  params,
  onParamsChange,
  onOpenFilters,
  filtersExpanded,
  mapOpen,
  onToggleMap,
  mobile = false,
  busy = false,
}: ResultListHeaderProps) {
  const intl = useIntl();
  const sortId = useId();
  const perPageId = useId();
  const perPage: readonly number[] = resultsPerPageOptions;
  const pageSizes = perPage.includes(params.resultsPerPage)
    ? perPage
    : [...perPage, params.resultsPerPage].sort((a, b) => a - b);

  // A new order or page size starts again on page 1, so nobody lands on a page that moved away.
  const changeSort = (event: ChangeEvent<HTMLSelectElement>) =>
    onParamsChange({ sort: event.target.value as SortKey, page: 1 });
  const changePerPage = (event: ChangeEvent<HTMLSelectElement>) =>
    onParamsChange({ resultsPerPage: Number(event.target.value), page: 1 });

  const mapLabel = mapOpen
    ? 'resultlist.map.close'
    : mobile
      ? 'resultlist.map.mobile'
      : 'resultlist.map.show';

  return (
    <div className="hs-rl-header">
      <button
        type="button"
        className="hs-rl-button hs-rl-header__count"
        aria-expanded={filtersExpanded}
        aria-busy={busy}
        onClick={onOpenFilters}
      >
        {intl.formatMessage({ id: 'resultlist.header.count' }, { count })}
      </button>
      <label htmlFor={sortId}>
        <FormattedMessage id="resultlist.header.sortBy" />
        <select id={sortId} value={params.sort} onChange={changeSort}>
          {sorting.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={perPageId}>
        <FormattedMessage id="resultlist.header.resultsPerPage" />
        <select id={perPageId} value={params.resultsPerPage} onChange={changePerPage}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={params.perPerson}
          onChange={(event) => onParamsChange({ perPerson: event.target.checked })}
        />
        <FormattedMessage id="resultlist.header.perPerson" />
      </label>
      {onToggleMap && (
        <button type="button" className="hs-rl-button hs-rl-header__map" onClick={onToggleMap}>
          <FormattedMessage id={mapLabel} />
        </button>
      )}
    </div>
  );
}
