import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emptyFilters } from '../../search';
import { toFacetGroups, toggleFilter } from '../model/facets';
import type { FacetGroups, ListFilters } from '../../search';
import { useFacetLabel } from './facetLabel';
import './resultList.css';

export interface ActiveFilterChipsProps {
  facets: FacetGroups | null;
  value: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** Where the focus goes once the last filter is removed (the chips are gone then). */
  onEmptied: () => void;
}

/**
 * The chosen filters above the list, each a button that removes it (docs/rules/result-list.md),
 * so a visitor sees and undoes what narrows the list without opening the filters.
 */
export function ActiveFilterChips({ facets, value, onChange, onEmptied }: ActiveFilterChipsProps) {
  const intl = useIntl();
  const labelOf = useFacetLabel();
  const listRef = useRef<HTMLUListElement>(null);
  // The place of the chip just removed: its neighbour takes the focus once the URL has changed.
  const removed = useRef<number | null>(null);
  const chips = toFacetGroups(facets, value).flatMap((view) =>
    view.options
      .filter((option) => option.active)
      .map((option) => ({
        group: view.group,
        value: option.value,
        label: labelOf(option, view.group),
      })),
  );
  const count = chips.length;

  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
    // Only a change in the number of chips ends a removal.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [count]);

  if (count === 0) return null;
  return (
    <div
      className="hs-rl-chips"
      role="group"
      aria-label={intl.formatMessage({ id: 'resultlist.filters.active' })}
    >
      <ul ref={listRef}>
        {chips.map((chip, index) => (
          <li key={`${chip.group}:${chip.value}`}>
            <button
              type="button"
              className="hs-rl-chip"
              aria-label={intl.formatMessage(
                { id: 'resultlist.filters.remove' },
                { label: chip.label },
              )}
              onClick={() => {
                removed.current = index;
                onChange(toggleFilter(value, chip.group, chip.value));
              }}
            >
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <button
          type="button"
          className="hs-rl-button"
          onClick={() => {
            removed.current = 0;
            onChange({ ...emptyFilters });
          }}
        >
          <FormattedMessage id="resultlist.state.removeFilters" />
        </button>
      )}
    </div>
  );
}
