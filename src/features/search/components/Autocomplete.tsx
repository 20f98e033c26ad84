import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AutocompleteOption, DestinationType } from '../../../api/types';
import { themeColor, themeRadius } from '../../../ui/theme';
import { visuallyHiddenStyle } from '../../../ui/VisuallyHidden';
import { matchSegments } from '../model/destinations';

export type AutocompleteStatus = 'idle' | 'loading' | 'resolved' | 'rejected';

export interface AutocompleteProps {
  query: string;
  onQueryChange: (text: string) => void;
  /** Already filtered by the owner (visibleAutocompleteOptions). */
  options: readonly AutocompleteOption[];
  status: AutocompleteStatus;
  /** The owner decides when an empty answer counts as 'No Results' (after 2000 ms). */
  showNoResults: boolean;
  onPick: (option: AutocompleteOption) => void;
  /** Accessible name of the input. */
  label: string;
  placeholder?: string;
  /** Opens with its list showing: text typed before it took over from a stand-in field. */
  initiallyOpen?: boolean;
}

const popupStyle: CSSProperties = {
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: 0,
  right: 0,
  zIndex: 20,
  maxHeight: '22rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  borderRadius: themeRadius,
  background: themeColor.surface,
  color: themeColor.text,
  boxShadow: '0 0.25rem 1rem rgba(0, 0, 0, 0.2)',
};
const messageStyle: CSSProperties = { ...popupStyle, padding: '0.75rem 1rem' };
const inputStyle: CSSProperties = {
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  padding: '0.5em 0.75em',
};

/** WAI-ARIA combobox with a list popup; focus stays in the input (aria-activedescendant). */
export function Autocomplete({
  query,
  onQueryChange,
  options,
  status,
  showNoResults,
  onPick,
  label,
  placeholder,
  initiallyOpen = false,
}: AutocompleteProps) {
  const intl = useIntl();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [open, setOpen] = useState(initiallyOpen);
  // The highlight belongs to one list of options: a new answer starts without one. Keyed by the
  // values, not the array, because owners filter the options anew on every render.
  const optionsKey = options.map((option) => option.value).join('\n');
  const [active, setActive] = useState({ optionsKey, index: -1 });
  const activeIndex = active.optionsKey === optionsKey ? active.index : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const listOpen = open && options.length > 0;
  // Shown in place of the list, so only while there is no list to show.
  const messageDescriptor: MessageDescriptor | undefined =
    options.length > 0
      ? undefined
      : status === 'rejected'
        ? { id: 'search.autocomplete.failed' }
        : status === 'loading'
          ? { id: 'search.autocomplete.loading' }
          : showNoResults
            ? { id: 'search.autocomplete.noResults' }
            : undefined;
  const message = messageDescriptor && intl.formatMessage(messageDescriptor);
  const shownMessage = open && query !== '' ? message : undefined;

  useEffect(() => {
    if (activeIndex < 0) return;
    // Not in jsdom; in browsers it keeps the highlighted option in the scrolled popup's view.
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({
      block: 'nearest',
    });
  }, [activeIndex, baseId]);

  const highlight = (index: number) => setActive({ optionsKey, index });
  const pick = (option: AutocompleteOption) => {
    setOpen(false);
    onPick(option);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // Alt+Down only shows the list, as the pattern asks.
      if (count === 0 || event.altKey) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const start = step === 1 ? 0 : count - 1;
      highlight(activeIndex < 0 || !listOpen ? start : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      const option = listOpen ? options[activeIndex] : undefined;
      if (!option) return;
      event.preventDefault();
      pick(option);
    } else if (event.key === 'Escape') {
      // Consumed here so an enclosing flyout stays open; a second Escape clears the text.
      if (listOpen || shownMessage) setOpen(false);
      else if (query !== '') onQueryChange('');
      else return;
      event.preventDefault();
    }
  };

  return (
    <div className="hs-autocomplete" style={{ position: 'relative' }}>
      <input
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listboxId}
        aria-activedescendant={listOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query}
        style={inputStyle}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
      />
      <div id={listboxId} role="listbox" aria-label={label} hidden={!listOpen} style={popupStyle}>
        {options.map((option, index) => (
          // Options are chosen with the keys of the input, which keeps focus (activedescendant);
          // the pointer only needs a click, and mousedown must not blur the input first.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see above
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && highlight(index)}
            onClick={() => pick(option)}
          >
            <OptionContent option={option} query={query} active={index === activeIndex} />
          </div>
        ))}
      </div>
      <div role="status" style={shownMessage ? messageStyle : visuallyHiddenStyle}>
        {shownMessage ??
          (listOpen &&
            intl.formatMessage({ id: 'search.autocomplete.count' }, { count: options.length }))}
      </div>
    </div>
  );
}

const typeMessages: Record<DestinationType, MessageDescriptor> = {
  country: { id: 'search.autocomplete.type.country' },
  region: { id: 'search.autocomplete.type.region' },
  city: { id: 'search.autocomplete.type.city' },
  poi: { id: 'search.autocomplete.type.poi' },
  hotel: { id: 'search.autocomplete.type.hotel' },
};

/** Where the option lies; a place's breadcrumb ends with the place itself, which is dropped. */
function placeOf(option: AutocompleteOption): string {
  const parts = (option.data.path ?? '').split(' > ').filter((part) => part.trim() !== '');
  if (option.data.type !== 'hotel' && parts.at(-1) === option.label) parts.pop();
  return parts.join(' > ');
}

interface OptionContentProps {
  option: AutocompleteOption;
  query: string;
  active: boolean;
}

/** The label with the typed text in bold, built as text (never from highlightedLabel's HTML). */
function OptionContent({ option, query, active }: OptionContentProps) {
  const intl = useIntl();
  const isHotel = option.data.type === 'hotel';
  const type = intl.formatMessage(typeMessages[option.data.type]);
  const place = placeOf(option);
  const style: CSSProperties = {
    display: 'block',
    padding: '0.5rem 0.75rem',
    cursor: 'pointer',
    // Hotels lead to their own page rather than into the search: marked apart from places.
    borderLeft: `4px solid ${isHotel ? themeColor.accent : 'transparent'}`,
    background: active ? 'rgba(0, 0, 0, 0.08)' : 'transparent',
  };
  return (
    <span className={isHotel ? 'hs-autocomplete__hotel' : 'hs-autocomplete__place'} style={style}>
      <span style={{ display: 'block' }}>
        {matchSegments(option.label, query).map((segment, index) =>
          segment.match ? <strong key={index}>{segment.text}</strong> : segment.text,
        )}
      </span>
      {/* Keeps label and context apart when read as one name. */}{' '}
      <span style={{ display: 'block', fontSize: '0.85em', opacity: 0.75 }}>
        {place
          ? intl.formatMessage({ id: 'search.autocomplete.context' }, { type, path: place })
          : type}
      </span>
    </span>
  );
}
