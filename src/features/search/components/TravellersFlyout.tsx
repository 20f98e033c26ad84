import { useIntl } from 'react-intl';
import { Flyout } from '../../../ui/Flyout';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { travellerCount } from '../model/travellers';
import { TravellersPanel, type TravellersPanelProps } from './TravellersPanel';

export type TravellersFlyoutProps = Omit<TravellersPanelProps, 'onConfirm'>;

/** Spec 1 §2.8: the trigger reads '2 Persons'; the panel reports each complete change at once. */
export function TravellersFlyout(props: TravellersFlyoutProps) {
  const intl = useIntl();
  const count = travellerCount(props.value);
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
    >
      {(close) => <TravellersPanel {...props} onConfirm={close} />}
    </Flyout>
  );
}
