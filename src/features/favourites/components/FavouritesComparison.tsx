import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Stars } from '../../../ui/Stars';
import type { ComparisonColumn } from '../model/comparison';

/** Hotel ratings use a scale of 6 (docs/rules/hotel.md, "Ratings"). */
const ratingScale = 6;

export interface FavouritesComparisonProps {
  columns: ComparisonColumn[];
  hrefFor: (column: ComparisonColumn) => string;
  formatPrice: (amount: number, hubCurrency: string) => string;
  /** The brand's hotel rating flag (`features.hotelRating`): without it, no rating row. */
  showRating: boolean;
}

function Missing() {
  return <FormattedMessage id="favourites.compare.none" />;
}

/**
 * The saved hotels side by side: a real table with the hotels as columns (their names are the
 * column headers) and one row per fact, its name the row header; it scrolls sideways on phones.
 */
export function FavouritesComparison({
  columns,
  hrefFor,
  formatPrice,
  showRating,
}: FavouritesComparisonProps) {
  const intl = useIntl();
  const headingId = useId();
  const rows: { id: string; cell: (column: ComparisonColumn) => ReactNode }[] = [
    {
      id: 'favourites.compare.stars',
      cell: (column) => (column.category > 0 ? <Stars category={column.category} /> : <Missing />),
    },
    { id: 'favourites.compare.location', cell: (column) => column.location || <Missing /> },
    ...(showRating
      ? [
          {
            id: 'favourites.compare.rating',
            cell: (column: ComparisonColumn) =>
              column.rating ? (
                <FormattedMessage
                  id="favourites.compare.ratingValue"
                  values={{
                    average: intl.formatNumber(column.rating.average, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }),
                    scale: ratingScale,
                    count: column.rating.count,
                  }}
                />
              ) : (
                <Missing />
              ),
          },
        ]
      : []),
    { id: 'favourites.compare.board', cell: (column) => column.board ?? <Missing /> },
    {
      id: 'favourites.compare.nights',
      cell: (column) =>
        column.nights !== null ? (
          <FormattedMessage id="favourites.compare.nightsValue" values={{ count: column.nights }} />
        ) : (
          <Missing />
        ),
    },
    {
      id: 'favourites.compare.price',
      cell: (column) =>
        column.perPersonAmount !== null ? (
          formatPrice(column.perPersonAmount, column.hubCurrency)
        ) : (
          <Missing />
        ),
    },
  ];

  return (
    <section className="hs-fav-compare" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="favourites.compare.heading" />
      </h2>
      {columns.length < 2 ? (
        <p>
          <FormattedMessage id="favourites.compare.hint" />
        </p>
      ) : (
        // The hotel links in the header row keep every column reachable by keyboard.
        <div className="hs-fav-compare__scroll">
          <table>
            <caption>
              <FormattedMessage id="favourites.compare.caption" />
            </caption>
            <thead>
              <tr>
                <th scope="row">
                  <FormattedMessage id="favourites.compare.hotel" />
                </th>
                {columns.map((column) => (
                  <th key={column.hotelId} scope="col">
                    <Link to={hrefFor(column)}>{column.name}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <FormattedMessage id={row.id} />
                  </th>
                  {columns.map((column) => (
                    <td key={column.hotelId}>{row.cell(column)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
