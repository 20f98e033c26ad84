import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { HotelRatings as Ratings, MapHotelSummary, MixedResultItem } from '../../../api/types';
import { Price } from '../../../ui/Price';
import { Stars } from '../../../ui/Stars';
import { FavouriteButton } from './FavouriteButton';
import { HotelRatings } from './HotelRatings';
import './resultList.css';
import { useTracking } from '../../analytics';
import { safeUrl } from '../../../lib/safeUrl';

/** What the vertical card shows; built from a result item or a map hotel place. */
export interface HotelCardModel {
  hotelId: number;
  name: string;
  /** The main image; null shows none. */
  imageUrl: string | null;
  category: number;
  /** Location parts, narrowest first (city, region, country); shown joined by ' | '. */
  location: string[];
  ratings: Ratings;
  /** Nights of the offer the price belongs to; null when there is none. */
  nights: number | null;
}

/** Trimmed, without empty parts or a part repeating the one before (a city named like its region). */
function locationParts(parts: readonly (string | undefined)[]): string[] {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && text !== kept.at(-1)) kept.push(text);
  }
  return kept;
}

/** The card of a list result (hotels[0] and offers[0]); null without a hotel. */
export function hotelCardFromResultItem(item: MixedResultItem): HotelCardModel | null {
  const hotel = item.hotels[0];
  if (!hotel) return null;
  const { city, region, country } = hotel.location;
  return {
    hotelId: hotel.id,
    name: hotel.name,
    imageUrl: hotel.content.mainImage.link || null,
    category: hotel.category,
    location: locationParts([city.name, region.name, country.name]),
    ratings: hotel.ratings,
    nights: item.offers[0]?.lengthOfStay ?? null,
  };
}

/** The card of a hotel place on the map; the id comes from the place (`MapPlace.hotelId`). */
export function hotelCardFromMapHotel(hotelId: number, summary: MapHotelSummary): HotelCardModel {
  return {
    hotelId,
    name: summary.name,
    imageUrl: summary.image || null,
    category: summary.category,
    location: locationParts(summary.location),
    ratings: {
      averageRating: summary.averageRating,
      reviewsCount: summary.reviewsCount,
      recommendationsTotal: summary.recommendationsTotal,
    },
    nights: summary.lengthOfStay,
  };
}

export interface HotelCardVerticalProps {
  hotel: HotelCardModel;
  /** The hotel page keeping the search, built by the caller from the route table. */
  href: string;
  /** Whether the amount is per person; otherwise the host's total (src/lib/prices.ts). */
  perPerson: boolean;
  /** Per-person or total amount, as `shownPrice` chose it. */
  displayPrice: number;
  formatPrice: (amount: number) => string;
  /** 'mobileMap': no image, no favourites button, an arrow, and the whole card one link. */
  variant?: 'default' | 'mobileMap';
  /** 2 in the list; 3 where the card sits below another heading (a map panel, say). */
  headingLevel?: 2 | 3;
  favouritesEnabled?: boolean;
  isFavourite?: boolean;
  onToggleFavourite?: (hotelId: number) => void;
  /** Where the card is shown and its 1-based place there, for product analytics. */
  list?: string;
  position?: number;
}

/** The vertical list item, also the map's hotel card (docs/rules/result-list.md). */
export function HotelCardVertical({
  hotel,
  href,
  perPerson,
  displayPrice,
  formatPrice,
  variant = 'default',
  headingLevel = 2,
  favouritesEnabled = false,
  isFavourite = false,
  onToggleFavourite,
  list,
  position,
}: HotelCardVerticalProps) {
  const intl = useIntl();
  const headingId = useId();
  const detailsId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const wholeCardLink = variant === 'mobileMap';
  const image = safeUrl(hotel.imageUrl);
  const { ref, onClick } = useTracking<HTMLElement>({
    kind: 'product',
    id: String(hotel.hotelId),
    name: hotel.name,
    list,
    position,
    price: displayPrice,
  });

  const details = (
    <div className="hs-rl-card__details" id={detailsId}>
      <Stars category={hotel.category} />
      {hotel.location.length > 0 && (
        <p className="hs-rl-card__location">{hotel.location.join(' | ')}</p>
      )}
      <HotelRatings ratings={hotel.ratings} />
      {hotel.nights !== null && (
        <p>
          <FormattedMessage id="resultlist.item.nights" values={{ count: hotel.nights }} />
        </p>
      )}
      <Price
        label={intl.formatMessage({
          id: perPerson ? 'resultlist.item.perPerson' : 'resultlist.item.total',
        })}
        amount={formatPrice(displayPrice)}
      />
    </div>
  );

  if (wholeCardLink) {
    return (
      <article className="hs-rl-card hs-rl-card--mobileMap" aria-labelledby={headingId} ref={ref}>
        {/* Named by the hotel alone; the details stay readable as its description. */}
        <Link
          to={href}
          className="hs-rl-card__link"
          aria-labelledby={headingId}
          aria-describedby={detailsId}
          onClick={onClick}
        >
          <div className="hs-rl-card__body">
            <Heading id={headingId} className="hs-rl-card__name">
              {hotel.name}
            </Heading>
            {details}
          </div>
          <span className="hs-rl-card__arrow" aria-hidden="true">
            ›
          </span>
        </Link>
      </article>
    );
  }

  return (
    <article className="hs-rl-card" aria-labelledby={headingId} ref={ref}>
      {image && (
        <img
          className="hs-rl-card__image"
          src={image}
          alt={intl.formatMessage({ id: 'resultlist.card.imageAlt' }, { name: hotel.name })}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="hs-rl-card__body">
        <Heading id={headingId} className="hs-rl-card__name">
          <Link to={href} onClick={onClick}>
            {hotel.name}
          </Link>
        </Heading>
        {details}
        {favouritesEnabled && onToggleFavourite && (
          <FavouriteButton
            hotelName={hotel.name}
            isFavourite={isFavourite}
            onToggle={() => onToggleFavourite(hotel.hotelId)}
          />
        )}
      </div>
    </article>
  );
}
