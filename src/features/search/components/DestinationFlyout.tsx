import { useState, type CSSProperties } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Destination } from '../../../api/types';
import { Flyout } from '../../../ui/Flyout';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { maxDestinations, selectionToReport } from '../model/destinations';
import type { SelectedDestination } from '../model/searchTypes';
import { PanelContent, useSearchPanels } from './searchPanels';

// The panel's box with no destination chosen (measured in Chromium at 16 px), held while it loads.
const panelRoom: CSSProperties = { width: '18rem', height: '24.67rem' };

export interface DestinationFlyoutProps {
  value: SelectedDestination[];
  /** Called once per close, and only when the selection differs from the one it opened with. */
  onChange: (value: SelectedDestination[]) => void;
  /** Shows a loader in the panel while undefined. */
  tree?: Destination[];
  /** Single-destination mode: a pick replaces the selection and closes the flyout. */
  single?: boolean;
  max?: number;
}

/** Names shown on the trigger: two fit a search bar, the rest are counted. */
function summaryOf(selection: readonly SelectedDestination[], intl: IntlShape): string {
  if (selection.length === 0) return intl.formatMessage({ id: 'search.destination.placeholder' });
  const names = selection
    .slice(0, 2)
    .map((item) => item.name)
    .join(', ');
  if (selection.length <= 2) return names;
  return intl.formatMessage(
    { id: 'search.destination.summaryMore' },
    { names, count: selection.length - 2 },
  );
}

/**
 * The desktop destination flyout. The panel edits a draft; closing it (Done, Escape, a click
 * outside or a single-mode pick alike) reports the draft if it changed.
 */
export function DestinationFlyout({
  value,
  onChange,
  tree,
  single = false,
  max = maxDestinations,
}: DestinationFlyoutProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState(value);
  const [draft, setDraft] = useState(value);
  const panels = useSearchPanels();

  const handleOpenChange = (next: boolean) => {
    // The flyout remembers the selection it opened with: closing reports only a change from it.
    if (next) {
      setInitial(value);
      setDraft(value);
    }
    setOpen(next);
  };

  const handleClose = () => {
    const changed = selectionToReport(initial, draft, tree, { max, single });
    if (changed) onChange(changed);
  };

  return (
    <Flyout
      className="hs-destination-flyout"
      label={
        <>
          <VisuallyHidden>
            {intl.formatMessage({ id: 'search.destination.triggerPrefix' })}
          </VisuallyHidden>{' '}
          {summaryOf(open ? draft : value, intl)}
        </>
      }
      panelLabel={intl.formatMessage({ id: 'search.destination.label' })}
      open={open}
      onOpenChange={handleOpenChange}
      onClose={handleClose}
      onIntent={panels.request}
    >
      {(close) => (
        <PanelContent panels={panels} room={panelRoom}>
          {({ DestinationPanel }) => (
            <DestinationPanel
              value={draft}
              onChange={setDraft}
              tree={tree}
              single={single}
              max={max}
              onDone={close}
            />
          )}
        </PanelContent>
      )}
    </Flyout>
  );
}
