import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { DepartureAirportsResponse } from '../../../api/types';
import { Loader } from '../../../ui/Loader';
import { primaryButtonStyle, themeRadius } from '../../../ui/theme';
import {
  defaultMaxAirports,
  departureSections,
  filterSections,
  fitsLimit,
  fromReportedCodes,
  groupState,
  toggleAirport,
  toggleGroup,
  toReportedCodes,
} from '../model/departureAirports';
import { DepartureSectionFieldset } from './DepartureSectionFieldset';
import { useContentAfterFrame } from '../../../ui/useContentAfterFrame';

export interface DeparturePanelProps {
  /** Reported codes: airport codes, or a group key for a fully chosen German region. */
  value: string[];
  /** Called on every pick with the reported codes. */
  onChange(codes: string[]): void;
  /** Loaded by the search saga; a loader shows until it arrives. */
  airports?: DepartureAirportsResponse;
  max?: number;
  /** Shows the Done button (the flyout closes with it). */
  onDone?: () => void;
}

// A fixed height: the list's room is there before the airports (loading, or in the frame painted
// first), and the panel stays put while a query shortens the list.
const listStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  gap: '1rem 2rem',
  height: '60vh',
  overflow: 'auto',
};

const inputStyle: CSSProperties = {
  font: 'inherit',
  padding: '0.375rem 0.5rem',
  borderRadius: themeRadius,
  border: '1px solid currentColor',
  width: '100%',
  boxSizing: 'border-box',
};

/** Countries and German regions with their airports. */
export function DeparturePanel({
  value,
  onChange,
  airports,
  max = defaultMaxAirports,
  onDone,
}: DeparturePanelProps) {
  const intl = useIntl();
  const filterId = useId();
  const [query, setQuery] = useState('');
  const sections = useMemo(() => (airports ? departureSections(airports) : []), [airports]);
  const groups = airports?.groups ?? [];
  const selected = fromReportedCodes(value, groups);
  const chosenCount = toReportedCodes(selected, groups).length;
  const shown = filterSections(sections, query);
  const pick = (next: string[]) => onChange(toReportedCodes(next, groups));
  const fits = (next: string[]) => fitsLimit(next, groups, max);
  // The frame (filter, count, Done) paints with the click that opens the panel; the airports,
  // some 150 elements, follow straight after.
  const listReady = useContentAfterFrame();

  return (
    <div className="hs-departure" style={{ display: 'grid', gap: '0.75rem', minWidth: '18rem' }}>
      <div style={{ display: 'grid', gap: '0.25rem' }}>
        <label htmlFor={filterId}>{intl.formatMessage({ id: 'search.departure.filter' })}</label>
        <input
          id={filterId}
          type="search"
          value={query}
          autoComplete="off"
          style={inputStyle}
          onChange={(event) => setQuery(event.target.value)}
          // The panel sits inside the search form: Enter here filters, it must not search.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </div>
      <div role="status">
        {intl.formatMessage({ id: 'search.departure.selectedCount' }, { count: chosenCount, max })}
        {chosenCount >= max && (
          <p style={{ margin: '0.25rem 0 0', fontWeight: 'bold' }}>
            {intl.formatMessage({ id: 'search.departure.limitReached' }, { max })}
          </p>
        )}
      </div>
      {/* Always present, so screen readers hear the message when a query empties the list. */}
      <div role="status">
        {airports && shown.length === 0 && (
          <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'search.departure.noResults' })}</p>
        )}
      </div>
      <div className="hs-departure__list" style={listStyle}>
        {!airports && <Loader />}
        {airports &&
          listReady &&
          shown.map((section) => {
            const group = section.kind === 'group' ? section.group : undefined;
            return (
              <DepartureSectionFieldset
                key={section.kind === 'group' ? section.group.key : section.code}
                section={section}
                isChosen={(tlc) => selected.includes(tlc)}
                canToggle={(tlc) => fits(toggleAirport(selected, tlc))}
                onToggleAirport={(tlc) => pick(toggleAirport(selected, tlc))}
                groupState={group && groupState(selected, group)}
                canToggleGroup={group && fits(toggleGroup(selected, group))}
                onToggleGroup={group && (() => pick(toggleGroup(selected, group)))}
              />
            );
          })}
      </div>
      {onDone && (
        <button
          type="button"
          style={{ ...primaryButtonStyle, justifySelf: 'end' }}
          onClick={onDone}
        >
          {intl.formatMessage({ id: 'search.departure.done' })}
        </button>
      )}
    </div>
  );
}
