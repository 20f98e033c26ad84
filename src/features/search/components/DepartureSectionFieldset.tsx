import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { DepartureAirport } from '../../../api/types';
import { toColumns, type DepartureSection, type GroupState } from '../model/departureAirports';
import { useDepartureLabels } from './useDepartureLabels';

export interface DepartureSectionFieldsetProps {
  section: DepartureSection;
  isChosen(tlc: string): boolean;
  /**
   * False when a click would pass the limit: choosing one more, or (at the limit) leaving a chosen
   * region with one airport fewer, which splits one code into several.
   */
  canToggle(tlc: string): boolean;
  onToggleAirport(tlc: string): void;
  /** Groups only. */
  groupState?: GroupState;
  canToggleGroup?: boolean;
  onToggleGroup?: () => void;
}

const fieldsetStyle: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: '10rem' };
const columnStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const optionStyle: CSSProperties = { display: 'flex', gap: '0.375rem', padding: '0.125rem 0' };

/** One country or German region: its airports as checkboxes in columns of 10. */
export function DepartureSectionFieldset(props: DepartureSectionFieldsetProps) {
  const { section, isChosen, canToggle, onToggleAirport } = props;
  const intl = useIntl();
  const { groupName } = useDepartureLabels();
  const name = section.kind === 'group' ? groupName(section.group.key) : section.name;

  const checkbox = (airport: DepartureAirport) => {
    const enabled = canToggle(airport.tlc);
    return (
      <label style={{ ...optionStyle, opacity: enabled ? 1 : 0.5 }}>
        <input
          type="checkbox"
          checked={isChosen(airport.tlc)}
          disabled={!enabled}
          onChange={() => onToggleAirport(airport.tlc)}
        />
        {intl.formatMessage(
          { id: 'search.departure.airport' },
          { name: airport.name, code: airport.tlc },
        )}
      </label>
    );
  };

  return (
    <fieldset style={fieldsetStyle}>
      <legend style={{ padding: 0, marginBottom: '0.25rem', fontWeight: 'bold' }}>
        {section.kind === 'group' ? (
          <label style={optionStyle}>
            <input
              type="checkbox"
              // Tri-state: a partly chosen region shows as mixed.
              ref={(input) => {
                if (input) input.indeterminate = props.groupState === 'some';
              }}
              checked={props.groupState === 'all'}
              disabled={!props.canToggleGroup}
              onChange={() => props.onToggleGroup?.()}
            />
            {name}
          </label>
        ) : (
          name
        )}
      </legend>
      <div style={{ display: 'flex', gap: '1.5rem' }}>
        {toColumns(section.airports).map((column) => (
          <ul key={column[0]?.tlc} style={columnStyle}>
            {column.map((airport) => (
              <li key={airport.tlc}>{checkbox(airport)}</li>
            ))}
          </ul>
        ))}
      </div>
    </fieldset>
  );
}
