import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchDraft } from '../useSearchDraft';
import { dateFormats, formatApiDate } from '../../../lib/calendarDates';

interface Props {
  search: SearchDraft;
  onOpen(): void;
  /** A touch, press, pointer or focus on the bar: the full-screen mask's panels start loading. */
  onIntent(): void;
}

/** The collapsed summary of small screens; tapping opens the full-screen mask. */
export function MobileSearchBar({ search, onOpen, onIntent }: Props) {
  const intl = useIntl();
  const { draft, destinations } = search;
  const where =
    destinations.length > 0
      ? destinations.map((item) => item.name).join(', ')
      : intl.formatMessage({ id: 'search.mask.anywhere' });
  return (
    <button
      type="button"
      className="hs-search-bar"
      aria-haspopup="dialog"
      onClick={onOpen}
      onTouchStart={onIntent}
      onPointerDown={onIntent}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <span className="hs-visually-hidden">
        <FormattedMessage id="search.mask.edit" />
      </span>
      <span className="hs-search-bar__where">{where}</span>{' '}
      <span className="hs-search-bar__details">
        <span className="hs-search-bar__when">
          {formatApiDate(draft.period.departureDate, dateFormats.display)} –{' '}
          {formatApiDate(draft.period.returnDate, dateFormats.display)}
        </span>{' '}
        <span className="hs-search-bar__who">
          <FormattedMessage
            id="search.mask.adults"
            values={{ count: draft.travellers.adultsCount }}
          />
        </span>
      </span>
    </button>
  );
}
