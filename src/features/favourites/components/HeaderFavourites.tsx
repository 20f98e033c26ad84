import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../config/locales';
import { FavouritesLink } from '../../shell';
import { useFavourites } from '../useFavourites';
import { FavouritesNotice } from './FavouritesNotice';
import './favouritesHeader.css';

/**
 * The header's favourites link with the count ('Favourites (2)'), and the notice of a change that
 * failed (docs/rules/favourites.md, "Counts"). Its own chunk: it loads the favourites info once per
 * page load.
 */
export default function HeaderFavourites({ locale }: { locale: Locale }) {
  const { infoStatus, count } = useFavourites();
  return (
    <>
      <FavouritesLink
        locale={locale}
        count={
          // No count until the server's is known: a '(0)' that turns into '(3)' would mislead.
          infoStatus === 'resolved' && (
            <>
              {' '}
              <span className="hs-fav-count">
                <FormattedMessage id="favourites.count" values={{ count }} />
              </span>
            </>
          )
        }
      />
      <FavouritesNotice />
    </>
  );
}
