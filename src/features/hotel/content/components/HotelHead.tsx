import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HotelInfo } from '../../../../api/types';
import { Stars } from '../../../../ui/Stars';
import { leadImageProps, preloadLeadImage } from '../../../../ui/leadImage';
import { headImageOf } from '../model/headImage';
import './hotelContent.css';

/**
 * Ratings use a 6 scale; 70 % recommend when the server sends no figure
 * (docs/rules/hotel.md, "Ratings").
 */
export const ratingScale = 6;
export const defaultRecommendation = 70;

export interface HotelHeadProps {
  info: HotelInfo;
  /** The brand's hotel rating flag (`features.hotelRating`). */
  showRating: boolean;
  /** Opens the media gallery; `preferVideo` when the video button was used. */
  onOpenGallery: (preferVideo: boolean, opener: HTMLElement) => void;
  /** Opens the hotel map overlay ('Show hotel on map' shows only with it); gets the button. */
  onShowMap?: (opener: HTMLElement) => void;
  /** Loads the gallery's code ahead of the click. */
  onPrepareGallery?: () => void;
  /** The favourites control ('Compare Hotels'), composed by the page. */
  favourites?: ReactNode;
}

/** City, region and country, without repeats or empty parts. */
function locationOf(info: HotelInfo): string {
  const parts = [
    info.location?.city?.name,
    info.location?.region?.name,
    info.location?.country?.name,
  ].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return [...new Set(parts)].join(', ');
}

/**
 * Name, stars, location, rating, the main image and the video button
 * (docs/rules/hotel.md, "The head").
 */
export function HotelHead({
  info,
  showRating,
  onOpenGallery,
  onShowMap,
  onPrepareGallery,
  favourites,
}: HotelHeadProps) {
  const intl = useIntl();
  const images = info.media?.images ?? [];
  const videos = info.media?.videos ?? [];
  // The header picture is the page's largest content: never lazy, asked for first.
  const mainImage = headImageOf(info);
  if (mainImage) preloadLeadImage(mainImage);
  const ratings = info.ratings;
  const open = (preferVideo: boolean) => (event: MouseEvent<HTMLButtonElement>) =>
    onOpenGallery(preferVideo, event.currentTarget);
  const location = locationOf(info);

  return (
    <header className="hs-hotel-head">
      <div className="hs-hotel-head__text">
        <h1>{info.name}</h1>
        <div className="hs-hotel-head__facts">
          <Stars category={info.category} />
          {location && <p>{location}</p>}
        </div>
        {showRating && ratings && ratings.reviewsCount > 0 && (
          <p>
            <FormattedMessage
              id="hotel.head.rating"
              values={{
                average: intl.formatNumber(ratings.averageRating, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
                scale: ratingScale,
                count: ratings.reviewsCount,
              }}
            />{' '}
            ·{' '}
            <FormattedMessage
              id="hotel.head.recommendation"
              values={{ percent: ratings.recommendationsTotal ?? defaultRecommendation }}
            />
          </p>
        )}
        <div className="hs-hotel-head__tools">
          {videos.length > 0 && (
            <button
              type="button"
              className="hs-hotel-button"
              onClick={open(true)}
              onPointerEnter={onPrepareGallery}
              onFocus={onPrepareGallery}
            >
              <FormattedMessage id="hotel.head.video" />
            </button>
          )}
          {onShowMap && (
            <button
              type="button"
              className="hs-hotel-button"
              onClick={(event) => onShowMap(event.currentTarget)}
            >
              <FormattedMessage id="hotel.headers.showOnMap" />
            </button>
          )}
        </div>
        {favourites}
      </div>
      {images.length > 0 ? (
        <div className="hs-hotel-head__media">
          <button
            type="button"
            className="hs-hotel-media"
            onClick={open(false)}
            onPointerEnter={onPrepareGallery}
            onFocus={onPrepareGallery}
          >
            {/* The button's text names it; the picture itself is shown again in the gallery. */}
            {mainImage && <img src={mainImage} alt="" {...leadImageProps} />}
            <span className="hs-hotel-media__label">
              <FormattedMessage id="hotel.head.photos" values={{ count: images.length }} />
            </span>
          </button>
        </div>
      ) : (
        mainImage && (
          <div className="hs-hotel-head__media">
            <img src={mainImage} alt={info.name} decoding="async" />
          </div>
        )
      )}
    </header>
  );
}
