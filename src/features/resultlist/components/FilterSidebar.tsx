import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FacetGroups, ListFilters } from '../model/listTypes';
import { FilterCheckboxGroup, FilterRadioGroup } from './FilterOptionGroups';
import { filterGroupOrder, isSingleGroup } from './filterValues';
import { useResultListStyles } from './resultListStyles';

export interface FilterSidebarProps {
  facets: FacetGroups;
  value: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** filtersExpanded of the result list state; false by default (spec 1 §3). */
  expanded?: boolean;
  onClose: () => void;
  /** When given, the sidebar renders its own 'Filter results' trigger. */
  onOpen?: () => void;
}

/** The filter sidebar: price, rating, category, amenities, board, room and view type. */
export function FilterSidebar({
  facets,
  value,
  onChange,
  expanded = false,
  onClose,
  onOpen,
}: FilterSidebarProps) {
  useResultListStyles();
  const panelId = useId();
  const headingId = useId();
  return (
    <div className="hs-rl-filters">
      {onOpen && (
        <button
          type="button"
          className="hs-rl-button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={expanded ? onClose : onOpen}
        >
          <FormattedMessage id="resultlist.filters.trigger" />
        </button>
      )}
      <section
        id={panelId}
        className="hs-rl-filters__panel"
        aria-labelledby={headingId}
        hidden={!expanded}
      >
        <h2 id={headingId}>
          <FormattedMessage id="resultlist.filters.heading" />
        </h2>
        {filterGroupOrder.map((group) => {
          const options = facets[group] ?? [];
          // A group the server sends no options for would only be an empty legend.
          if (options.length === 0) return null;
          return isSingleGroup(group) ? (
            <FilterRadioGroup
              key={group}
              group={group}
              options={options}
              value={value}
              onChange={onChange}
            />
          ) : (
            <FilterCheckboxGroup
              key={group}
              group={group}
              options={options}
              value={value}
              onChange={onChange}
            />
          );
        })}
        <button type="button" className="hs-rl-button hs-rl-button--primary" onClick={onClose}>
          <FormattedMessage id="resultlist.filters.back" />
        </button>
      </section>
    </div>
  );
}
