import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { themeColor } from './theme';

export interface TabItem {
  /** Stable key, reported by onSelect. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list (e.g. 'Travel period'). */
  label: string;
  /** Controlled mode: pass `selectedId` with `onSelect`. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

// Tabs that do not fit the width go to a second row rather than widening the page on phones.
const tabListStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  borderBottom: '1px solid',
};

function tabStyle(selected: boolean): CSSProperties {
  return {
    font: 'inherit',
    padding: '0.5em 1em',
    border: 0,
    borderBottom: `3px solid ${selected ? themeColor.primary : 'transparent'}`,
    background: 'transparent',
    color: selected ? themeColor.primary : themeColor.text,
    fontWeight: selected ? 'bold' : 'normal',
    cursor: 'pointer',
  };
}

/** The keys that move between tabs, by orientation (WAI-ARIA tabs pattern). */
const stepKeys = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
} as const;

/** The index reached by a navigation key, skipping disabled tabs; undefined for other keys. */
function targetIndex(
  key: string,
  from: number,
  items: readonly TabListItem[],
  orientation: 'horizontal' | 'vertical',
): number | undefined {
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  const position = enabled.indexOf(from);
  const last = enabled.length - 1;
  switch (key) {
    case stepKeys[orientation].next:
      return enabled[position >= last ? 0 : position + 1];
    case stepKeys[orientation].previous:
      return enabled[position <= 0 ? last : position - 1];
    case 'Home':
      return enabled[0];
    case 'End':
      return enabled[last];
    default:
      return undefined;
  }
}

export interface TabListItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabListProps {
  items: readonly TabListItem[];
  /** Accessible name of the tab list. */
  label: string;
  selectedId: string | undefined;
  onSelect(id: string): void;
  /** The element id of a tab. */
  tabIdOf(id: string, index: number): string;
  /** The id of the panel a tab controls (several tabs may control one panel). */
  panelIdOf(id: string, index: number): string;
  orientation?: 'horizontal' | 'vertical';
  style?: CSSProperties;
  tabStyle?: (selected: boolean) => CSSProperties;
}

/**
 * The one tab list of the shop (WAI-ARIA tabs pattern): a roving tabindex, the arrow keys of its
 * orientation with wrap-around, Home and End, disabled tabs skipped, selection following focus.
 */
export function TabList({
  items,
  label,
  selectedId,
  onSelect,
  tabIdOf,
  panelIdOf,
  orientation = 'horizontal',
  style = tabListStyle,
  tabStyle: styleOf = tabStyle,
}: TabListProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const wantedIndex = items.findIndex((item) => item.id === selectedId && !item.disabled);
  const selectedIndex = wantedIndex >= 0 ? wantedIndex : items.findIndex((item) => !item.disabled);

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled || index === selectedIndex) return;
    onSelect(item.id);
  };

  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    const next = targetIndex(event.key, index, items, orientation);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      style={style}
    >
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabIdOf(item.id, index)}
          aria-controls={panelIdOf(item.id, index)}
          aria-selected={index === selectedIndex}
          aria-disabled={item.disabled || undefined}
          tabIndex={index === selectedIndex ? 0 : -1}
          style={{ ...styleOf(index === selectedIndex), opacity: item.disabled ? 0.5 : 1 }}
          onClick={() => select(index)}
          onKeyDown={(event) => handleKeyDown(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** WAI-ARIA tabs with their panels; the tab list is `TabList`. */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onSelect,
  className,
}: TabsProps) {
  const baseId = useId();
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId);
  const wantedId = selectedId ?? uncontrolledId;
  const wantedIndex = items.findIndex((item) => item.id === wantedId && !item.disabled);
  const selectedIndex = wantedIndex >= 0 ? wantedIndex : items.findIndex((item) => !item.disabled);

  const select = (id: string) => {
    if (selectedId === undefined) setUncontrolledId(id);
    onSelect?.(id);
  };

  return (
    <div className={['hs-tabs', className].filter(Boolean).join(' ')}>
      <TabList
        items={items}
        label={label}
        selectedId={items[selectedIndex]?.id}
        onSelect={select}
        tabIdOf={(_id, index) => `${baseId}-tab-${index}`}
        panelIdOf={(_id, index) => `${baseId}-panel-${index}`}
      />
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selectedIndex}
          // The WAI-ARIA tabs pattern makes the panel a tab stop so keyboard users reach content
          // that has nothing focusable in it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={0}
          style={{ paddingTop: '1rem' }}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
