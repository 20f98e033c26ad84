import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Flyout } from '../../../ui/Flyout';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { travellerCount } from '../model/travellers';
import { PanelContent, useSearchPanels } from './searchPanels';
import type { TravellersPanelProps } from './TravellersPanel';

// The panel's box without children (measured in Chromium at 16 px), held while it loads.
const panelRoom: CSSProperties = { width: '18rem', height: '10.9375rem' };

export type TravellersFlyoutProps = Omit<TravellersPanelProps, 'onConfirm'>;

/** The trigger reads '2 Persons'; the panel reports each complete change at once. */
export function TravellersFlyout(props: TravellersFlyoutProps) {
  const intl = useIntl();
  const count = travellerCount(props.value);
  const panels = useSearchPanels();
  return (
    <Flyout
      label={
        <>
          <VisuallyHidden>
            {`${intl.formatMessage({ id: 'search.travellers.triggerContext' })} `}
          </VisuallyHidden>
          {intl.formatMessage({ id: 'search.travellers.trigger' }, { count })}
        </>
      }
      panelLabel={intl.formatMessage({ id: 'search.travellers.dialog' })}
      align="end"
      className="hs-travellers-flyout"
      onIntent={panels.request}
    >
      {(close) => (
        <PanelContent panels={panels} room={panelRoom}>
          {({ TravellersPanel }) => <TravellersPanel {...props} onConfirm={close} />}
        </PanelContent>
      )}
    </Flyout>
  );
}
