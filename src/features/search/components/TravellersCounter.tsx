import { useId, type CSSProperties } from 'react';
import { themeColor, themeRadius } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

export interface TravellersCounterProps {
  label: string;
  /** Extra line under the label, e.g. the children's age range. */
  hint?: string;
  count: number;
  min: number;
  max: number;
  decreaseLabel: string;
  increaseLabel: string;
  /** The count in words ('3 adults'), announced when it changes. */
  spokenCount: string;
  onChange(count: number): void;
}

const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.5rem 0',
};

const stepButtonStyle: CSSProperties = {
  font: 'inherit',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: themeRadius,
  border: `1px solid ${themeColor.primary}`,
  background: 'transparent',
  color: themeColor.primary,
  cursor: 'pointer',
};

/**
 * A − / count / + group. At a bound the button is only marked aria-disabled: a disabled button
 * would drop keyboard focus to the page the moment the last step is taken.
 */
export function TravellersCounter(props: TravellersCounterProps) {
  const { label, hint, count, min, max, decreaseLabel, increaseLabel, spokenCount } = props;
  const labelId = useId();
  const hintId = useId();
  const step = (delta: number) => {
    const next = count + delta;
    if (next >= min && next <= max) props.onChange(next);
  };
  const stepButton = (delta: number, name: string, symbol: string, atBound: boolean) => (
    <button
      type="button"
      aria-label={name}
      aria-disabled={atBound}
      style={{ ...stepButtonStyle, opacity: atBound ? 0.4 : 1 }}
      onClick={() => step(delta)}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      className="hs-travellers-counter"
      style={rowStyle}
    >
      <div>
        <div id={labelId} style={{ fontWeight: 'bold' }}>
          {label}
        </div>
        {hint && (
          <div id={hintId} style={{ fontSize: '0.875em' }}>
            {hint}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        {stepButton(-1, decreaseLabel, '−', count <= min)}
        <output aria-live="polite" style={{ minWidth: '1.5em', textAlign: 'center' }}>
          <span aria-hidden="true">{count}</span>
          <VisuallyHidden>{spokenCount}</VisuallyHidden>
        </output>
        {stepButton(1, increaseLabel, '+', count >= max)}
      </div>
    </div>
  );
}
