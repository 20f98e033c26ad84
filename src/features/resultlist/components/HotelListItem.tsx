import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MixedResultItem } from '../../../api/types';
import { useHostConfig } from '../../../config/HostConfigContext';
import { Stars } from '../../../ui/Stars';
import { HotelOfferIncludes } from './HotelOfferIncludes';
import { HotelPriceBox, type PriceComparison } from './HotelPriceBox';
import { FavouriteButton } from './FavouriteButton';
import { HotelRatings } from './HotelRatings';
import { ThumbnailGallery } from './ThumbnailGallery';
import './resultList.css';
import { useTracking } from '../../analytics';

export interface HotelListItemProps {
  item: MixedResultItem;
  /** The hotel page keeping the search, built by the caller from the route table. */
  href: string;
  perPerson: boolean;
  /** Per-person or total amount, as the lead computed it. */
  displayPrice: number;
  comparison?: PriceComparison;
  formatPrice: (amount: number) => string;
  favouritesEnabled: boolean;
  isFavourite: boolean;
  onToggleFavourite: (hotelId: number) => void;
  /** Without it (no map on the page) the item has no map button. */
  onShowOnMap?: (hotelId: number) => void;
  /** 1-based place in the whole list, for product impressions and clicks. */
  position?: number;
  /** The first item of the list: its picture is the page's largest content. */
  lead?: boolean;
}

/** The horizontal result list item (docs/rules/result-list.md, "A result item"). */
export function HotelListItem({
  item,
  href,
  perPerson,
  displayPrice,
  comparison,
  formatPrice,
  favouritesEnabled,
  isFavourite,
  onToggleFavourite,
  onShowOnMap,
  position,
  lead,
}: HotelListItemProps) {
  const { membership } = useHostConfig();
  const headingId = useId();
  const hotel = item.hotels[0];
  const offer = item.offers[0];
  const { ref, onClick } = useTracking<HTMLElement>({
    kind: 'product',
    id: String(hotel?.id ?? ''),
    name: hotel?.name,
    list: 'resultlist',
    position,
    price: displayPrice,
  });
  if (!hotel) return null;

  return (
    <article className="hs-rl-item" aria-labelledby={headingId} ref={ref}>
      <ThumbnailGallery
        hotelName={hotel.name}
        thumbnails={hotel.thumbnails}
        fallback={hotel.content.mainImage.link}
        lead={lead}
      />
      <div className="hs-rl-item__body">
        <h2 id={headingId}>
          <Link to={href} onClick={onClick}>
            {hotel.name}
          </Link>
        </h2>
        <Stars category={hotel.category} />
        <p>
          <FormattedMessage
            id="resultlist.item.location"
            values={{ city: hotel.location.city.name, country: hotel.location.country.name }}
          />
        </p>
        <HotelRatings ratings={hotel.ratings} summaries={hotel.ratingSummaries} />
        {offer && <HotelOfferIncludes offer={offer} />}
        <div className="hs-rl-item__tools">
          {/* Described by the hotel name, so each of the many map buttons is told apart. */}
          {onShowOnMap && (
            <button
              type="button"
              className="hs-rl-button"
              aria-describedby={headingId}
              onClick={() => onShowOnMap(hotel.id)}
            >
              <FormattedMessage id="resultlist.item.showOnMap" />
            </button>
          )}
          {favouritesEnabled && (
            <FavouriteButton
              hotelName={hotel.name}
              isFavourite={isFavourite}
              onToggle={() => onToggleFavourite(hotel.id)}
            />
          )}
        </div>
      </div>
      <HotelPriceBox
        perPerson={perPerson}
        displayPrice={displayPrice}
        comparison={comparison}
        formatPrice={formatPrice}
        membershipUrl={membership.url}
        memberDiscountPercent={membership.discountPercent}
      />
    </article>
  );
}
