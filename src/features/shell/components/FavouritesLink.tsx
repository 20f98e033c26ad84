import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import type { Locale } from '../../../config/locales';

/**
 * The header's favourites link (spec 1 §2.3). The count comes with the favourites chunk, which
 * renders this link again with it; until then (or should that chunk fail) it shows without.
 */
export function FavouritesLink({ locale, count }: { locale: Locale; count?: ReactNode }) {
  return (
    <Link className="hs-header__favourites" to={href('favorites', locale)}>
      <FormattedMessage id="shell.header.favourites" />
      {count}
    </Link>
  );
}
