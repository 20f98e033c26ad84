import { useId, useState, type ComponentType, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useOnDemand } from '../../shell';
import { loadChunk } from '../../../lib/chunks';

/** What the text field holds when the autocomplete takes over from the stand-in. */
export interface HeaderSearchHandover {
  query: string;
  focused: boolean;
}

const loadHeaderSearch = loadChunk(() =>
  import(/* webpackChunkName: "header-search" */ './HeaderSearch').then((module) => module.default),
);

// The autocomplete's own field measures, so nothing moves when it takes over.
const standInStyle: CSSProperties = {
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  padding: '0.5em 0.75em',
};

/**
 * The header autocomplete brings the search slice, its saga and the date library: it loads when
 * the visitor points at or focuses its field. Until then a plain field of the same size and name
 * stands in; what was typed into it and its focus carry over.
 */
export function HeaderSearchSlot() {
  const intl = useIntl();
  const listboxId = useId();
  // Kept as typed (key events are handled before the take-over renders), so nothing typed while
  // the autocomplete was on its way is lost.
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [HeaderSearch, request] = useOnDemand(loadHeaderSearch, { inBoundary: true });
  if (HeaderSearch) {
    return <TakeOver HeaderSearch={HeaderSearch} query={query} focused={focused} />;
  }
  const label = intl.formatMessage({ id: 'search.header.label' });
  return (
    <div className="hs-header-search">
      <div className="hs-autocomplete" style={{ position: 'relative' }}>
        <input
          type="text"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={listboxId}
          autoComplete="off"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'search.header.placeholder' })}
          style={standInStyle}
          value={query}
          onPointerEnter={request}
          onFocus={() => {
            setFocused(true);
            request();
          }}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            request();
          }}
        />
        {/* The autocomplete's list, empty until it takes over. */}
        <div id={listboxId} role="listbox" aria-label={label} hidden />
      </div>
    </div>
  );
}

/** Hands the stand-in's text and focus over once, as they were when the autocomplete arrived. */
function TakeOver({
  HeaderSearch,
  query,
  focused,
}: {
  HeaderSearch: ComponentType<{ handover?: HeaderSearchHandover }>;
  query: string;
  focused: boolean;
}) {
  const [handover] = useState<HeaderSearchHandover>(() => ({ query, focused }));
  return <HeaderSearch handover={handover} />;
}
