import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchDraft } from '../useSearchDraft';
import { DepartureFlyout } from './DepartureFlyout';
import { DestinationFlyout } from './DestinationFlyout';
import { TravelPeriodFlyout } from './TravelPeriodFlyout';
import { TravellersFlyout } from './TravellersFlyout';
import { DirectFlightToggle } from './DirectFlightToggle';

interface Props {
  search: SearchDraft;
  today: string;
  childAgeControl: boolean;
}

/** Departure, destination, travel period and travellers flyouts and the button. */
export function DesktopSearchMask({ search, today, childAgeControl }: Props) {
  const intl = useIntl();
  const { draft, options } = search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'search.mask.label' })}
      className="hs-search-mask"
      onSubmit={submit}
    >
      <DepartureFlyout
        value={draft.airports}
        onChange={search.setAirports}
        airports={options.airports}
      />
      <DestinationFlyout
        value={search.destinations}
        onChange={search.setDestinations}
        tree={options.destinations}
      />
      <TravelPeriodFlyout
        value={draft.period}
        onChange={search.setPeriod}
        today={today}
        months={2}
      />
      <TravellersFlyout
        value={draft.travellers}
        onChange={search.setTravellers}
        travelDate={draft.period.departureDate}
        childAgeControl={childAgeControl}
      />
      <DirectFlightToggle value={draft.maxStops} onChange={search.setMaxStops} />
      <button type="submit" className="hs-button hs-search-mask__submit">
        <FormattedMessage id="search.mask.submit" />
      </button>
    </form>
  );
}
