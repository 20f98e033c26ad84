import { FormattedMessage, useIntl } from 'react-intl';
import type { FavoriteListItem } from '../../../api/types';
import { savedSearchSummary } from '../model/savedSearch';

/**
 * Beside a saved hotel: the search it keeps and is priced for, the flight's airport, and when the
 * price was checked (docs/rules/favourites.md).
 */
export function FavouriteSearch({ item }: { item: FavoriteListItem }) {
  const intl = useIntl();
  const summary = savedSearchSummary(item.search);
  const airport = item.offers[0]?.departureAirport.name;
  const checked = item.checkedAt ? new Date(item.checkedAt) : null;
  // Search dates are calendar days: formatted in UTC so no time zone moves them.
  const day = (iso: string) =>
    intl.formatDate(new Date(`${iso}T00:00:00Z`), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
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
      {checked && !Number.isNaN(checked.getTime()) && (
        <p>
          <FormattedMessage
            id="favourites.item.checked"
            values={{
              date: intl.formatDate(checked, { day: 'numeric', month: 'long', year: 'numeric' }),
            }}
          />
        </p>
      )}
    </div>
  );
}
