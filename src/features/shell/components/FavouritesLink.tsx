import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import type { Locale } from '../../../config/locales';

/**
 * The header's favourites link. The count comes with the favourites chunk, which renders this link
 * again with it; until then (or should that chunk fail) an invisible count of the same shape keeps
 * its room, so the header's row does not grow and wrap when the count arrives.
 */
export function FavouritesLink({ locale, count }: { locale: Locale; count?: ReactNode }) {
  return (
    <Link className="hs-header__favourites" to={href('favorites', locale)}>
      <FormattedMessage id="shell.header.favourites" />
      {count || (
        <>
          {' '}
          <span className="hs-fav-count hs-fav-count--reserved" aria-hidden="true">
            <FormattedMessage id="favourites.count" values={{ count: 0 }} />
          </span>
        </>
      )}
    </Link>
  );
}
