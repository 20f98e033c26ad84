import { useId, useRef, useState, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFocusTrap } from '../../../ui/useFocusTrap';
import { useScrollLock } from '../../../ui/useScrollLock';
import { clearGroup, toFacetGroups, toggleFilter } from '../model/facets';
import type { FacetGroups, ListFilters } from '../../search';
import { useFacetLabel } from './facetLabel';
import { FilterCheckboxGroup, FilterRadioGroup } from './FilterOptionGroups';
import './resultList.css';

export interface FilterSidebarProps {
  facets: FacetGroups;
  value: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** filtersExpanded of the result list state; false by default. */
  expanded?: boolean;
  onClose: () => void;
  /** When given, the sidebar renders its own 'Filter results' trigger. */
  onOpen?: () => void;
  /** While the next answer loads: the counts stay the last answer's, marked busy. */
  busy?: boolean;
  /**
   * A column beside the results on wide screens: always shown, without the trigger and the
   * 'Back to your results' button, which only open and close the panel on narrower ones.
   */
  docked?: boolean;
  /** The panel's heading, focusable, for a control elsewhere that leads to the filters. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The list's offer count, for the drawer's 'Show N results'; without it there is none. */
  resultCount?: number;
}

/** The filter sidebar: price, rating, category, amenities, board, room and view type. */
export function FilterSidebar({
  facets,
  value,
  onChange,
  expanded = false,
  onClose,
  onOpen,
  busy = false,
  docked = false,
  headingRef,
  resultCount,
}: FilterSidebarProps) {
  const panelId = useId();
  const headingId = useId();
  // The URL is the truth, but it changes inside a navigation transition: show the visitor's
  // choice at once and let the next `value` from the URL take over when it arrives.
  const [choice, setChoice] = useState<{ base: ListFilters; next: ListFilters } | null>(null);
  const shown = choice?.base === value ? choice.next : value;
  const change = (next: ListFilters) => {
    setChoice({ base: value, next });
    onChange(next);
  };
  const labelOf = useFacetLabel();
  // Below the docked width the panel is a drawer over the page: the focus stays in it until it
  // closes (Escape, the backdrop or its buttons) and then returns to the control that opened it.
  const drawer = !docked && expanded;
  const panelRef = useRef<HTMLElement>(null);
  useFocusTrap(panelRef, drawer, { onEscape: onClose });
  useScrollLock(drawer);
  return (
    <div className={docked ? 'hs-rl-filters hs-rl-filters--docked' : 'hs-rl-filters'}>
      {onOpen && !docked && (
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
      {drawer && (
        // Pointer-only convenience; keyboard users close with Escape or the buttons.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
        <div className="hs-rl-filters__backdrop" onClick={onClose} />
      )}
      <section
        ref={panelRef}
        id={panelId}
        className={
          docked ? 'hs-rl-filters__panel' : 'hs-rl-filters__panel hs-rl-filters__panel--drawer'
        }
        role={docked ? undefined : 'dialog'}
        aria-modal={drawer || undefined}
        aria-labelledby={headingId}
        aria-busy={busy}
        hidden={!expanded && !docked}
        tabIndex={-1}
      >
        <div className="hs-rl-filters__top">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            <FormattedMessage id="resultlist.filters.heading" />
          </h2>
          {!docked && (
            <button type="button" className="hs-rl-button" onClick={onClose}>
              <FormattedMessage id="resultlist.filters.back" />
            </button>
          )}
        </div>
        {toFacetGroups(facets, shown).map((view) => {
          // A group the server sends no options for would only be an empty legend.
          if (view.options.length === 0) return null;
          const Group = view.choice === 'single' ? FilterRadioGroup : FilterCheckboxGroup;
          return (
            <Group
              key={view.group}
              view={view}
              onToggle={(option) => change(toggleFilter(shown, view.group, option))}
              onClear={() => change(clearGroup(shown, view.group))}
              labelOf={(option) => labelOf(option, view.group)}
            />
          );
        })}
        {!docked && resultCount !== undefined && (
          <div className="hs-rl-filters__show">
            <button
              type="button"
              className="hs-rl-button hs-rl-button--primary"
              aria-busy={busy}
              onClick={onClose}
            >
              <FormattedMessage id="resultlist.filters.show" values={{ count: resultCount }} />
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
