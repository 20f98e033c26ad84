import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useHostConfig } from '../../../config/HostConfigContext';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectAuth } from '../authSlice';
import { safeReturnPath } from '../authCookies';
import { LoginButtons } from '../components/LoginButtons';
import { RedirectNotice } from '../components/RedirectNotice';
import { useAccountActions } from '../components/useAccountActions';
import { useAuthFeature } from '../useAuthFeature';
import { useAccountEmail } from '../useAccountEmail';
import { AuthPage, AuthWaiting } from './AuthPage';

/**
 * The login route: for a visitor, the provider's login (or sign-up with ?screen=signUp) starts at
 * once and comes back to ?returnTo (a path of this shop) or the homepage; for a logged-in user it
 * is the account page the user link leads to.
 */
export function AccountPage({ locale }: { locale: Locale }) {
  useAuthFeature();
  const { features, basePath } = useHostConfig();
  const { status, user, redirecting } = useAppSelector(selectAuth);
  const [query] = useSearchParams();
  const screen = query.get('screen') === 'signUp' ? 'signUp' : 'login';
  const returnPath = safeReturnPath(query.get('returnTo'), basePath) ?? href('homepage', locale);
  const { login, logout } = useAccountActions(locale);
  const started = useRef(false);
  const email = useAccountEmail(user !== null);

  useEffect(() => {
    if (status !== 'notAuthenticated' || started.current) return;
    started.current = true;
    login(screen, returnPath);
  }, [status, screen, returnPath, login]);

  if (status === 'loading') {
    return (
      <AuthPage heading="auth.account.heading">
        <AuthWaiting message="auth.checking" />
      </AuthPage>
    );
  }
  if (!user) {
    return (
      <AuthPage heading={screen === 'signUp' ? 'shell.header.signUp' : 'shell.header.login'}>
        {redirecting && <AuthWaiting message="auth.redirecting" />}
        <p>
          <FormattedMessage id="auth.login.intro" />
        </p>
        <div className="hs-membership__actions">
          <LoginButtons locale={locale} returnPath={returnPath} />
        </div>
        <RedirectNotice />
      </AuthPage>
    );
  }
  return (
    <AuthPage heading="auth.account.heading">
      <dl>
        <dt>
          <FormattedMessage id="auth.account.nickname" />
        </dt>
        <dd>{user.nickname}</dd>
        <dt>
          <FormattedMessage id="auth.account.email" />
        </dt>
        <dd>
          {email && <span className="hs-account__address">{email}</span>}{' '}
          <span>
            <FormattedMessage
              id={user.emailVerified ? 'auth.account.verifiedState' : 'auth.unverified.tooltip'}
            />
          </span>
        </dd>
      </dl>
      <div className="hs-membership__actions">
        {features.favourites && (
          <Link className="hs-button hs-button--secondary" to={href('favorites', locale)}>
            <FormattedMessage id="shell.header.favourites" />
          </Link>
        )}
        <button type="button" className="hs-button" disabled={redirecting} onClick={logout}>
          <FormattedMessage id="auth.logout" />
        </button>
      </div>
      <RedirectNotice />
    </AuthPage>
  );
}
