import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Flyout } from '../../../ui/Flyout';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { fromReportedCodes, sameCodes } from '../model/departureAirports';
import { DeparturePanel, type DeparturePanelProps } from './DeparturePanel';
import { useDepartureLabels } from './useDepartureLabels';

export type DepartureFlyoutProps = Omit<DeparturePanelProps, 'onDone'>;

/**
 * Spec 1 §4: picks stay in a draft while the flyout is open; on close a changed selection is
 * reported once, as airport codes and group keys.
 */
export function DepartureFlyout({ value, onChange, airports, max }: DepartureFlyoutProps) {
  const intl = useIntl();
  const { codeLabel } = useDepartureLabels();
  const [draft, setDraft] = useState<string[] | null>(null);
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
    >
      {(close) => (
        <DeparturePanel
          value={draft ?? value}
          onChange={setDraft}
          airports={airports}
          max={max}
          onDone={close}
        />
      )}
    </Flyout>
  );
}
