import type { ReactNode } from 'react';
import type { ProductSearch } from '../../../api/types';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import type { Locale } from '../../../config/locales';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useFavourites } from '../useFavourites';
import './HotelFavourites.css';

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

export interface HotelFavouritesProps {
  hotelId: number;
  hotelName: string;
  locale: Locale;
  /** The page's search: a favourite saved here keeps it (docs/rules/favourites.md). */
  search?: ProductSearch;
}

/**
 * The hotel page's favourites: a toggle saving this hotel, and the favourites icon labelled
 * 'Compare Hotels' with the count, leading to the favourites page. Nothing without the flag
 * (docs/rules/favourites.md, "Counts").
 */
export function HotelFavourites({ hotelId, hotelName, locale, search }: HotelFavouritesProps) {
  const { enabled, infoStatus, count, isFavourite, setFavourite } = useFavourites();
  if (!enabled) return null;
  const saved = isFavourite(hotelId);
  return (
    <div className="hs-fav-hotel">
      <button
        type="button"
        className="hs-fav-hotel__toggle"
        data-saved={saved || undefined}
        onClick={() => setFavourite({ id: hotelId, name: hotelName }, !saved, search)}
      >
        <span aria-hidden="true">{saved ? '♥ ' : '♡ '}</span>
        <FormattedMessage
          id={saved ? 'favourites.toggle.remove' : 'favourites.toggle.add'}
          values={{ name: hotelName, hidden }}
        />
      </button>
      <Link className="hs-fav-hotel__compare" to={href('favorites', locale)}>
        <span aria-hidden="true">♥ </span>
        <FormattedMessage id="favourites.hotel.compare" />
        {infoStatus === 'resolved' && (
          <>
            {' '}
            <span className="hs-fav-count">
              <FormattedMessage id="favourites.count" values={{ count }} />
            </span>
          </>
        )}
      </Link>
    </div>
  );
}
