import { useId, useRef, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useOnDemand } from '../onDemand';

/** What the text field holds when the autocomplete takes over from the stand-in. */
export interface HeaderSearchHandover {
  query: string;
  focused: boolean;
}

const loadHeaderSearch = () =>
  import(/* webpackChunkName: "header-search" */ '../../search/components/HeaderSearch').then(
    (module) => module.default,
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
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [loaded, request] = useOnDemand(() =>
    loadHeaderSearch().then((HeaderSearch) => {
      const field = input.current;
      const handover: HeaderSearchHandover = {
        query: field?.value ?? '',
        focused: !!field && field.ownerDocument.activeElement === field,
      };
      return { HeaderSearch, handover };
    }),
  );
  if (loaded) {
    const { HeaderSearch, handover } = loaded;
    return <HeaderSearch handover={handover} />;
  }
  const label = intl.formatMessage({ id: 'search.header.label' });
  return (
    <div className="hs-header-search">
      <div className="hs-autocomplete" style={{ position: 'relative' }}>
        <input
          ref={input}
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
          onPointerEnter={request}
          onFocus={request}
          onInput={request}
        />
        {/* The autocomplete's list, empty until it takes over. */}
        <div id={listboxId} role="listbox" aria-label={label} hidden />
      </div>
    </div>
  );
}
