import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchDraft } from '../useSearchDraft';
import { DestinationPanel } from './DestinationPanel';
import { DeparturePanel } from './DeparturePanel';
import { TravelPeriodPanel } from './TravelPeriodPanel';
import { TravellersPanel } from './TravellersPanel';
import { DirectFlightToggle } from './DirectFlightToggle';

export interface MobileSearchFormProps {
  search: SearchDraft;
  today: string;
  childAgeControl: boolean;
  onClose(): void;
}

/**
 * The full-screen mask's content: every panel inline, with a 12-month picker, and the search
 * button. It comes with the panels' chunk; MobileSearchMask is the frame it opens in.
 */
export function MobileSearchForm({
  search,
  today,
  childAgeControl,
  onClose,
}: MobileSearchFormProps) {
  const intl = useIntl();
  const { draft, options } = search;
  // Searching while a departure awaits its return would drop that pick: say what is missing.
  const [awaitingReturn, setAwaitingReturn] = useState(false);
  const [returnMissing, setReturnMissing] = useState(false);
  const onAwaitingReturn = useCallback((awaiting: boolean) => {
    setAwaitingReturn(awaiting);
    if (!awaiting) setReturnMissing(false);
  }, []);
  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'search.mask.label' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (awaitingReturn) {
          setReturnMissing(true);
          return;
        }
        onClose();
        search.submit();
      }}
    >
      <DestinationPanel
        value={search.destinations}
        onChange={search.editDestinations}
        tree={options.destinations}
      />
      <DeparturePanel
        value={draft.airports}
        onChange={search.setAirports}
        airports={options.airports}
      />
      <TravelPeriodPanel
        value={draft.period}
        onChange={search.setPeriod}
        today={today}
        months={12}
        onAwaitingReturn={onAwaitingReturn}
        returnMissing={returnMissing}
      />
      <TravellersPanel
        value={draft.travellers}
        onChange={search.setTravellers}
        travelDate={draft.period.departureDate}
        childAgeControl={childAgeControl}
      />
      <DirectFlightToggle value={draft.maxStops} onChange={search.setMaxStops} />
      <button type="submit" className="hs-button">
        <FormattedMessage id="search.mask.submit" />
      </button>
    </form>
  );
}
