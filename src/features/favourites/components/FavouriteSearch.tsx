import { FormattedMessage, useIntl } from 'react-intl';
import type { FavoriteListItem } from '../../../api/types';
import { formatIsoDate, formatLocalDay } from '../../../lib/dateFormat';
import { savedSearchSummary } from '../model/savedSearch';

/**
 * Beside a saved hotel: the search it keeps and is priced for, the flight's airport, and when the
 * price was checked (docs/rules/favourites.md).
 */
export function FavouriteSearch({ item }: { item: FavoriteListItem }) {
  const intl = useIntl();
  const summary = savedSearchSummary(item.search);
  const airport = item.offers[0]?.departureAirport.name;
  // The check is a moment, dated by the visitor's clock; the search's dates are calendar days.
  const checked = formatLocalDay(intl.locale, item.checkedAt ?? '', 'dayMonthYear');
  const day = (iso: string) => formatIsoDate(intl.locale, iso, 'dayShortMonthYear');
  return (
    <div className="hs-fav-search">
      <p>
        {summary ? (
          <FormattedMessage
            id="favourites.item.search"
            values={{
              from: day(summary.departureDate),
              to: day(summary.returnDate),
              nights: summary.nights ?? 0,
              adults: summary.adults,
              children: summary.children,
            }}
          />
        ) : (
          <FormattedMessage id="favourites.item.noSearch" />
        )}
      </p>
      {airport && (
        <p>
          <FormattedMessage id="favourites.item.airport" values={{ airport }} />
        </p>
      )}
      {checked && (
        <p>
          <FormattedMessage id="favourites.item.checked" values={{ date: checked }} />
        </p>
      )}
    </div>
  );
}
