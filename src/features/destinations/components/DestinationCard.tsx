import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GalleryDestination } from '../../../api/types';
import { safeUrl } from '../../../lib/safeUrl';
import './destinations.css';

export interface DestinationCardProps {
  destination: GalleryDestination;
  /** The result list for this destination keeping the search, built by the caller. */
  href: string;
  formatPrice: (amount: number) => string;
}

/**
 * One gallery card: picture, name (the link), country, hotel count and the lowest price per
 * person. Every server string is rendered as plain text.
 */
export function DestinationCard({ destination, href, formatPrice }: DestinationCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const { name, countryName, hotelCount, perPersonAmount } = destination;
  // A picture's address from the server: http(s) or a path of this site, nothing else.
  const image = safeUrl(destination.image);
  return (
    <article className="hs-dest-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={href}>{name}</Link>
      </h3>
      {image ? (
        <img
          className="hs-dest-card__image"
          src={image}
          alt={intl.formatMessage({ id: 'destinations.card.imageAlt' }, { name })}
          loading="lazy"
          decoding="async"
          width={360}
          height={240}
        />
      ) : (
        <div className="hs-dest-card__image" />
      )}
      {countryName && <p>{countryName}</p>}
      <p>
        <FormattedMessage id="destinations.card.hotelCount" values={{ count: hotelCount }} />
      </p>
      <p className="hs-dest-card__price">
        {perPersonAmount === null ? (
          <FormattedMessage id="destinations.card.priceOnRequest" />
        ) : (
          <FormattedMessage
            id="destinations.card.fromPrice"
            values={{ price: formatPrice(perPersonAmount) }}
          />
        )}
      </p>
    </article>
  );
}
