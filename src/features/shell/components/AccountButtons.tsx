import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import type { Locale } from '../../../config/locales';

/** Login and sign-up (shown only with the login flag); the identity issue wires the provider. */
export function AccountButtons({ locale }: { locale: Locale }) {
  return (
    <div className="hs-account">
      <Link className="hs-button hs-button--secondary" to={href('login', locale)}>
        <FormattedMessage id="shell.header.login" />
      </Link>
      <Link className="hs-button" to={href('login', locale, {}, { screen: 'signUp' })}>
        <FormattedMessage id="shell.header.signUp" />
      </Link>
    </div>
  );
}
