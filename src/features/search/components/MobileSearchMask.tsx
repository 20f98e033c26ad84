import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFocusTrap } from '../../../ui/useFocusTrap';
import type { SearchDraft } from '../useSearchDraft';
import { DestinationPanel } from './DestinationPanel';
import { DeparturePanel } from './DeparturePanel';
import { TravelPeriodPanel } from './TravelPeriodPanel';
import { TravellersPanel } from './TravellersPanel';
import { DirectFlightToggle } from './DirectFlightToggle';

/** Opening the full-screen mask toggles this class on the host page's body (spec 1 §2.5). */
export const searchOpenBodyClass = 'hs-search-open';

interface Props {
  search: SearchDraft;
  today: string;
  childAgeControl: boolean;
  onClose(): void;
}

/** Spec 1 §2.5: the full-screen mask of small screens with a close arrow and a 12-month picker. */
export function MobileSearchMask({ search, today, childAgeControl, onClose }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, { onEscape: onClose });
  useEffect(() => {
    document.body.classList.add(searchOpenBodyClass);
    return () => document.body.classList.remove(searchOpenBodyClass);
  }, []);
  const { draft, options } = search;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby="hs-mobile-search-title"
      className="hs-mobile-search"
    >
      <div className="hs-mobile-search__top">
        <button type="button" className="hs-mobile-search__close" onClick={onClose}>
          <span aria-hidden="true">←</span>
          <span className="hs-visually-hidden">
            <FormattedMessage id="search.mask.close" />
          </span>
        </button>
        <h2 id="hs-mobile-search-title">
          <FormattedMessage id="search.mask.label" />
        </h2>
      </div>
      <form
        role="search"
        aria-label={intl.formatMessage({ id: 'search.mask.label' })}
        onSubmit={(event) => {
          event.preventDefault();
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
    </div>
  );
}
