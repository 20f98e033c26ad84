import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Flyout } from '../../../ui/Flyout';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { fromReportedCodes, sameCodes } from '../model/departureAirports';
import type { DeparturePanelProps } from './DeparturePanel';
import { PanelContent, useSearchPanels } from './searchPanels';
import { useDepartureLabels } from './useDepartureLabels';

// The panel's box (measured in Chromium at 16 px): its airport list is 60vh high, the filter, the
// count and Done take the rest. Held while the panel loads.
const panelRoom: CSSProperties = { width: '18rem', height: 'calc(60vh + 11rem)' };

export type DepartureFlyoutProps = Omit<DeparturePanelProps, 'onDone'>;

/**
 * Picks stay in a draft while the flyout is open; on close a changed selection is reported once,
 * as airport codes and group keys (docs/rules/search.md, "A flyout reports when it closes").
 */
export function DepartureFlyout({ value, onChange, airports, max }: DepartureFlyoutProps) {
  const intl = useIntl();
  const { codeLabel } = useDepartureLabels();
  const [draft, setDraft] = useState<string[] | null>(null);
  const panels = useSearchPanels();
  const groups = airports?.groups ?? [];

  const reportIfChanged = () => {
    // Compared as airports: 'North' and its airports listed one by one are the same choice.
    if (draft && !sameCodes(fromReportedCodes(draft, groups), fromReportedCodes(value, groups))) {
      onChange(draft);
    }
    setDraft(null);
  };

  const chosen = [...new Set(value)].map(codeLabel);
  return (
    <Flyout
      label={
        <>
          <VisuallyHidden>
            {`${intl.formatMessage({ id: 'search.departure.triggerContext' })} `}
          </VisuallyHidden>
          {chosen.length > 0
            ? intl.formatList(chosen, { type: 'unit', style: 'short' })
            : intl.formatMessage({ id: 'search.departure.any' })}
        </>
      }
      panelLabel={intl.formatMessage({ id: 'search.departure.dialog' })}
      onClose={reportIfChanged}
      className="hs-departure-flyout"
      onIntent={panels.request}
    >
      {(close) => (
        <PanelContent panels={panels} room={panelRoom}>
          {({ DeparturePanel }) => (
            <DeparturePanel
              value={draft ?? value}
              onChange={setDraft}
              airports={airports}
              max={max}
              onDone={close}
            />
          )}
        </PanelContent>
      )}
    </Flyout>
  );
}
