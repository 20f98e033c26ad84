import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageNavigate } from '../../../ui/routeLeaving';
import { useHostConfig } from '../../../config/HostConfigContext';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectAuth } from '../authSlice';
import { keepReturnPath, safeReturnPath } from '../authCookies';
import { LoginButtons } from '../components/LoginButtons';
import { RedirectNotice } from '../components/RedirectNotice';
import { useAuthFeature } from '../useAuthFeature';
import { AuthPage, AuthWaiting } from './AuthPage';

/**
 * verification_required, the return of the membership login: a verified user goes on to
 * ?returnTo at once; an unverified one is asked to verify, and the verification link brings them
 * back to ?returnTo; a visitor who is not logged in may log in or sign up
 * (docs/rules/identity.md, "Verifying the e-mail address").
 */
export function VerificationRequiredPage({ locale }: { locale: Locale }) {
  useAuthFeature();
  const { status, user } = useAppSelector(selectAuth);
  const { basePath } = useHostConfig();
  const [query] = useSearchParams();
  const returnPath = safeReturnPath(query.get('returnTo'), basePath) ?? href('homepage', locale);
  const unverified = user !== null && !user.emailVerified;

  useEffect(() => {
    if (unverified) keepReturnPath('verifyReturn', returnPath);
  }, [unverified, returnPath]);

  if (status === 'loading') {
    return (
      <AuthPage heading="shell.route.verification_required">
        <AuthWaiting message="auth.checking" />
      </AuthPage>
    );
  }
  if (user?.emailVerified) return <PageNavigate to={returnPath} replace />;
  return (
    <AuthPage heading="shell.route.verification_required">
      {user ? (
        <p>
          <FormattedMessage id="auth.unverified.tooltip" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="auth.login.intro" />
          </p>
          <div className="hs-membership__actions">
            <LoginButtons
              locale={locale}
              returnPath={href('verification_required', locale, {}, { returnTo: returnPath })}
            />
          </div>
          <RedirectNotice />
        </>
      )}
    </AuthPage>
  );
}
