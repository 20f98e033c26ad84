import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { themeColor } from './theme';

export type CollapsibleState = 'expanded' | 'collapsed';

export interface CollapsibleProps {
  /** Content of the toggle button; also the region's accessible name. */
  title: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
  /** Controlled mode: pass `expanded` with `onToggle`. */
  expanded?: boolean;
  onToggle?: (state: CollapsibleState) => void;
  /** Wraps the button in a heading of this level, as FAQ lists need. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const buttonStyle: CSSProperties = {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.75em 0',
  border: 0,
  background: 'transparent',
  color: themeColor.text,
  font: 'inherit',
  fontWeight: 'bold',
  textAlign: 'start',
  cursor: 'pointer',
};

/** A disclosure: a button that shows or hides the region under it. */
export function Collapsible({
  title,
  children,
  defaultExpanded = false,
  expanded,
  onToggle,
  headingLevel,
  className,
}: CollapsibleProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const regionId = `${baseId}-region`;
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? uncontrolledExpanded;
  const state: CollapsibleState = isExpanded ? 'expanded' : 'collapsed';

  const toggle = () => {
    if (expanded === undefined) setUncontrolledExpanded(!isExpanded);
    onToggle?.(isExpanded ? 'collapsed' : 'expanded');
  };

  const button = (
    <button
      id={buttonId}
      type="button"
      aria-expanded={isExpanded}
      aria-controls={regionId}
      style={buttonStyle}
      onClick={toggle}
    >
      <span>{title}</span>
      <span aria-hidden="true">{isExpanded ? '−' : '+'}</span>
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;

  return (
    <div className={['hs-collapsible', className].filter(Boolean).join(' ')} data-state={state}>
      {Heading ? <Heading style={{ margin: 0, fontSize: 'inherit' }}>{button}</Heading> : button}
      <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!isExpanded}>
        {children}
      </div>
    </div>
  );
}
