import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MapHotelSummary, MapPlace } from '../../../api/types';
import { Stars } from '../../../ui/Stars';
import type { MapCardVariant } from './mapCard';

export interface SimpleHotelCardProps {
  place: MapPlace & { hotel: MapHotelSummary };
  variant: MapCardVariant;
  href: string;
  perPerson: boolean;
  formatPrice: (amount: number) => string;
}

/**
 * The map's hotel card until the vertical list card takes its place (spec 1 §2.6 "Vertical list
 * item, also used on the map"): category, name, location joined by '|', nights and the price;
 * the mobile variant has no image anyway and points on with an arrow.
 */
export function SimpleHotelCard({
  place,
  variant,
  href,
  perPerson,
  formatPrice,
}: SimpleHotelCardProps) {
  const intl = useIntl();
  const { hotel } = place;
  const amount = perPerson ? hotel.perPersonAmount : hotel.amount;
  return (
    <div className={`hs-map-card hs-map-card--${variant}`}>
      <Stars category={hotel.category} />
      <p className="hs-map-card__name">
        <Link to={href}>
          {hotel.name}
          {variant === 'mobile' && <span aria-hidden="true"> →</span>}
        </Link>
      </p>
      <p>{hotel.location.join(' | ')}</p>
      <p>
        <FormattedMessage id="map.hotel.nights" values={{ nights: hotel.lengthOfStay }} />
      </p>
      <p className="hs-map-card__price">
        {intl.formatMessage({ id: perPerson ? 'map.hotel.perPerson' : 'map.hotel.total' })}{' '}
        <strong>{formatPrice(amount)}</strong>
      </p>
    </div>
  );
}
