import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageNavigate } from '../../../ui/routeLeaving';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectAuth } from '../authSlice';
import { useAuthFeature } from '../useAuthFeature';
import { AuthPage, AuthWaiting } from './AuthPage';

/**
 * logged_in_redirect: the provider's answer is handled by the login saga; then the visitor goes
 * back to where the login started (the login return cookie), else to the homepage.
 */
export function LoginReturnPage({ locale }: { locale: Locale }) {
  useAuthFeature();
  const { status, loginReturn } = useAppSelector(selectAuth);
  if (loginReturn.status === 'failed') {
    return (
      <AuthPage heading="auth.loginFailed.heading">
        <p role="alert">
          <FormattedMessage id="auth.loginFailed.text" />
        </p>
        <p>
          <Link className="hs-button" to={href('login', locale)}>
            <FormattedMessage id="auth.loginFailed.retry" />
          </Link>
        </p>
      </AuthPage>
    );
  }
  if (loginReturn.status === 'done' && status !== 'loading') {
    return <PageNavigate to={loginReturn.returnPath ?? href('homepage', locale)} replace />;
  }
  // Reached without an answer of the provider (a bookmark, say): nothing to do here.
  if (loginReturn.status === 'none' && status !== 'loading') {
    return <PageNavigate to={href('homepage', locale)} replace />;
  }
  return (
    <AuthPage heading="shell.route.logged_in_redirect">
      <AuthWaiting message="auth.loggingIn" />
    </AuthPage>
  );
}
