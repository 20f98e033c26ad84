import { useEffect, useId, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Destination } from '../../../api/types';
import { Loader } from '../../../ui/Loader';
import { TabList } from '../../../ui/Tabs';
import { primaryButtonStyle, secondaryButtonStyle, themeColor } from '../../../ui/theme';
import {
  addDestination,
  countryOf,
  filterTree,
  flattenTree,
  isSelectionFull,
  maxDestinations,
  removeDestination,
  selectionChanged,
  toSelectedDestination,
} from '../model/destinations';
import type { SelectedDestination } from '../model/searchTypes';
import { useContentAfterFrame } from '../../../ui/useContentAfterFrame';

export interface DestinationPanelProps {
  value: SelectedDestination[];
  onChange: (value: SelectedDestination[]) => void;
  /** Shows a loader while undefined. */
  tree?: Destination[];
  /** Single-destination mode: a pick replaces the selection and finishes (onDone). */
  single?: boolean;
  max?: number;
  /** Shows the Done button; also called after a pick in single mode. */
  onDone?: () => void;
}

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const scrollStyle: CSSProperties = { maxHeight: '18rem', overflowY: 'auto' };
// A fixed height (the lists scroll within it): the room is there in the frame painted before the
// lists, and the panel stays put while a filter shortens them.
const columnsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 12rem) minmax(10rem, 1fr)',
  gap: '1rem',
  marginTop: '0.75rem',
  height: '18rem',
};
const filterStyle: CSSProperties = {
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  padding: '0.4em 0.6em',
};

/**
 * The destination editor: tags, a filter, countries and their places. The desktop flyout and the
 * mobile full-screen mask both use it; it edits a draft and leaves reporting to its owner.
 */
export function DestinationPanel(props: DestinationPanelProps) {
  const { value, onChange, tree, single = false, max = maxDestinations, onDone } = props;
  const intl = useIntl();
  const baseId = useId();
  const limitId = `${baseId}-limit`;
  const filterRef = useRef<HTMLInputElement>(null);
  const tagsRef = useRef<HTMLUListElement>(null);
  const removedTagIndex = useRef<number>(undefined);
  const [filter, setFilter] = useState('');
  const [chosenCountryId, setChosenCountryId] = useState<string>();
  const countries = tree ? filterTree(tree, filter) : [];
  const firstChosen = value[0];
  const activeCountry =
    countries.find((country) => country.id === chosenCountryId) ??
    (firstChosen && countryOf(countries, firstChosen.id)) ??
    countries[0];
  const full = isSelectionFull(value, { max, single });
  // The frame (tags, filter, Done) paints with the click that opens the panel; the countries and
  // places follow straight after.
  const listsReady = useContentAfterFrame();

  // A removed tag takes the focus with it: the next tag (or the filter, when none is left) gets it.
  useEffect(() => {
    const index = removedTagIndex.current;
    if (index === undefined) return;
    removedTagIndex.current = undefined;
    const tags = Array.from(tagsRef.current?.querySelectorAll('button') ?? []);
    (tags[Math.min(index, tags.length - 1)] ?? filterRef.current)?.focus();
  }, [value]);

  const removeTag = (id: string) => {
    removedTagIndex.current = value.findIndex((item) => item.id === id);
    onChange(removeDestination(value, id));
  };

  const toggle = (node: Destination) => {
    const chosen = value.some((item) => item.id === node.id);
    const next = chosen
      ? removeDestination(value, node.id)
      : addDestination(value, toSelectedDestination(node), { max, single });
    // Refused at the limit: the note above says why.
    if (!selectionChanged(value, next)) return;
    onChange(next);
    if (single && !chosen) onDone?.();
  };

  return (
    <div className="hs-destination-panel" style={{ width: 'min(36rem, 100%)', minWidth: '17rem' }}>
      <SelectedTags value={value} onRemove={removeTag} listRef={tagsRef} />
      <p id={limitId} role="status" style={{ margin: full ? '0.5rem 0' : 0 }}>
        {full && intl.formatMessage({ id: 'search.destination.limit' }, { max })}
      </p>
      <input
        ref={filterRef}
        type="search"
        aria-label={intl.formatMessage({ id: 'search.destination.filter' })}
        placeholder={intl.formatMessage({ id: 'search.destination.filter' })}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        // The search mask may be a form: Enter here filters, it must not submit the search.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        style={filterStyle}
      />
      <div role="status">
        {tree && countries.length === 0 && (
          <p>{intl.formatMessage({ id: 'search.destination.noResults' })}</p>
        )}
      </div>
      {!tree && <Loader />}
      {activeCountry && (
        <div className="hs-destination-panel__lists" style={columnsStyle}>
          {listsReady && (
            <>
              <CountryTabs
                countries={countries}
                active={activeCountry}
                onActivate={setChosenCountryId}
                baseId={baseId}
              />
              <PlaceList
                country={activeCountry}
                tabId={`${baseId}-country-${countries.indexOf(activeCountry)}`}
                panelId={`${baseId}-places`}
                value={value}
                refusedHintId={full ? limitId : undefined}
                onToggle={toggle}
              />
            </>
          )}
        </div>
      )}
      {onDone && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: '1rem' }}>
          <button type="button" style={primaryButtonStyle} onClick={onDone}>
            {intl.formatMessage({ id: 'search.destination.done' })}
          </button>
        </div>
      )}
    </div>
  );
}

interface SelectedTagsProps {
  value: SelectedDestination[];
  onRemove: (id: string) => void;
  listRef: RefObject<HTMLUListElement>;
}

function SelectedTags({ value, onRemove, listRef }: SelectedTagsProps) {
  const intl = useIntl();
  if (value.length === 0) return null;
  return (
    <ul
      ref={listRef}
      aria-label={intl.formatMessage({ id: 'search.destination.selected' })}
      style={{ ...listStyle, display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}
    >
      {value.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            aria-label={intl.formatMessage(
              { id: 'search.destination.remove' },
              { name: item.name },
            )}
            style={{ ...secondaryButtonStyle, padding: '0.25em 0.6em' }}
            onClick={() => onRemove(item.id)}
          >
            {item.name} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function countryTabStyle(selected: boolean): CSSProperties {
  return {
    font: 'inherit',
    textAlign: 'start',
    padding: '0.4em 0.6em',
    border: 0,
    borderInlineStart: `3px solid ${selected ? themeColor.primary : 'transparent'}`,
    background: selected ? 'rgba(0, 0, 0, 0.06)' : 'transparent',
    color: 'inherit',
    fontWeight: selected ? 'bold' : 'normal',
    cursor: 'pointer',
  };
}

interface CountryTabsProps {
  countries: Destination[];
  active: Destination;
  onActivate: (id: string) => void;
  baseId: string;
}

/** A vertical tab list: arrows move between countries, Tab goes on into the country's places. */
function CountryTabs({ countries, active, onActivate, baseId }: CountryTabsProps) {
  const intl = useIntl();
  return (
    <TabList
      items={countries.map((country) => ({ id: country.id, label: country.name }))}
      label={intl.formatMessage({ id: 'search.destination.countries' })}
      selectedId={active.id}
      onSelect={onActivate}
      tabIdOf={(_id, index) => `${baseId}-country-${index}`}
      panelIdOf={() => `${baseId}-places`}
      orientation="vertical"
      style={{ ...scrollStyle, display: 'flex', flexDirection: 'column' }}
      tabStyle={countryTabStyle}
    />
  );
}

interface PlaceListProps {
  country: Destination;
  value: SelectedDestination[];
  /** Set while the selection is full: unchosen places point at the note explaining why. */
  refusedHintId: string | undefined;
  onToggle: (node: Destination) => void;
  tabId: string;
  panelId: string;
}

/** The active country's places as checkboxes, indented by depth, headed by the whole country. */
function PlaceList({ country, value, refusedHintId, onToggle, tabId, panelId }: PlaceListProps) {
  const intl = useIntl();
  const chosen = new Set(value.map((item) => item.id));
  const wholeCountry = intl.formatMessage(
    { id: 'search.destination.wholeCountry' },
    { country: country.name },
  );
  const rows = [
    { node: country, depth: 0, label: wholeCountry },
    ...flattenTree(country.children).map((node) => ({
      node,
      depth: Math.max(0, node.level - country.level - 1),
      label: node.name,
    })),
  ];
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} style={scrollStyle}>
      <ul style={listStyle}>
        {rows.map(({ node, depth, label }) => {
          const checked = chosen.has(node.id);
          // Refused picks stay focusable (not disabled) so the reason is read out with them.
          const refused = refusedHintId !== undefined && !checked;
          return (
            <li key={node.id} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
              <label style={{ display: 'flex', gap: '0.5rem', opacity: refused ? 0.6 : 1 }}>
                <input
                  type="checkbox"
                  checked={checked}
                  aria-disabled={refused || undefined}
                  aria-describedby={refused ? refusedHintId : undefined}
                  onChange={() => onToggle(node)}
                />
                {label}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
