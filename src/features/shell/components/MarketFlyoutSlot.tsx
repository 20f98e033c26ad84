import { useState, type CSSProperties } from 'react';
import type { Locale } from '../../../config/locales';
import { secondaryButtonStyle } from '../../../ui/theme';
import { useOnDemand } from '../onDemand';
import { useMarketTrigger } from './marketTrigger';
import { loadChunk } from '../../../lib/chunks';

const loadMarketFlyout = loadChunk(() =>
  import(/* webpackChunkName: "market-flyout" */ './MarketFlyout').then(
    (module) => module.MarketFlyout,
  ),
);

// The flyout trigger's own look (ui/Flyout.tsx), so nothing changes when the flyout takes over.
const wrapperStyle: CSSProperties = { position: 'relative', display: 'inline-block' };
const triggerStyle: CSSProperties = {
  ...secondaryButtonStyle,
  color: 'inherit',
  borderColor: 'currentColor',
};

/**
 * The header's market and language switch. Its flyout (panel, focus trap, market list) loads when
 * the visitor points at, focuses or presses the trigger; until then a trigger of the same look and
 * name stands in. A press opens the flyout as soon as it is in, and focus carries over.
 */
export function MarketFlyoutSlot({ locale }: { locale: Locale }) {
  const { label, enabled } = useMarketTrigger(locale);
  const [pressed, setPressed] = useState(false);
  const [MarketFlyout, request] = useOnDemand(loadMarketFlyout, { inBoundary: true });
  // Read when the flyout arrives, not when it was asked for: focus may have moved since.
  const [focused, setFocused] = useState(false);

  const press = () => {
    setPressed(true);
    request();
  };

  if (MarketFlyout) {
    return <MarketFlyout locale={locale} defaultOpen={pressed} focusTrigger={focused} />;
  }
  return (
    <div className="hs-flyout hs-market" style={wrapperStyle}>
      <button
        type="button"
        className="hs-flyout__trigger"
        style={{ ...triggerStyle, opacity: enabled ? 1 : 0.5 }}
        disabled={!enabled}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={request}
        onFocus={() => {
          setFocused(true);
          request();
        }}
        onBlur={() => setFocused(false)}
        // Pressed by key, it counts at once: the flyout may take over before the key's click.
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') press();
        }}
        // A press counts from the pointer going down: should the flyout take over before the
        // pointer comes up, the click lands on neither trigger and would be lost.
        onPointerDown={press}
        onClick={press}
      >
        {label}
      </button>
    </div>
  );
}
