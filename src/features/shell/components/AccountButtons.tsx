import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { href } from '../../../config/routes';
import type { Locale } from '../../../config/locales';

/**
 * Login and sign-up as links to the login route, which starts the provider's login and comes
 * back here: what the header shows (with the login flag) until the account area's chunk is in.
 */
export function AccountButtons({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const returnTo = pathname + search;
  return (
    <div className="hs-account">
      <Link className="hs-button hs-button--secondary" to={href('login', locale, {}, { returnTo })}>
        <FormattedMessage id="shell.header.login" />
      </Link>
      <Link className="hs-button" to={href('login', locale, {}, { screen: 'signUp', returnTo })}>
        <FormattedMessage id="shell.header.signUp" />
      </Link>
    </div>
  );
}
