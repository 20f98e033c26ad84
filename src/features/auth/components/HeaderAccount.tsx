import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { selectAuth } from '../authSlice';
import { useAuthFeature } from '../useAuthFeature';
import './account.css';
import { LoginButtons } from './LoginButtons';
import { RedirectNotice } from './RedirectNotice';
import { UnverifiedWarning } from './UnverifiedWarning';
import { useAccountActions } from './useAccountActions';

/**
 * The header's account area (docs/rules/identity.md, "The header's account area"): while the
 * login state is read, a quiet placeholder; nobody logged in: 'Log in' and 'Sign up'; logged in:
 * the user link (active only with a verified e-mail, else the warning icon) and 'Log out'. Its own
 * chunk; the SDK is another, loaded later.
 */
export default function HeaderAccount({ locale }: { locale: Locale }) {
  const configured = useAuthFeature();
  const { status, user, redirecting } = useAppSelector(selectAuth);
  const { logout } = useAccountActions(locale);
  if (!configured) return null;
  if (status === 'loading') {
    return (
      <div className="hs-account" aria-busy="true">
        <VisuallyHidden>
          <FormattedMessage id="auth.checking" />
        </VisuallyHidden>
      </div>
    );
  }
  return (
    <div className="hs-account">
      {user ? (
        <>
          {user.emailVerified ? (
            <Link className="hs-account__user" to={href('login', locale)}>
              {user.nickname}
            </Link>
          ) : (
            <>
              <span className="hs-account__user">{user.nickname}</span>
              <UnverifiedWarning />
            </>
          )}
          <button
            type="button"
            className="hs-button hs-button--secondary"
            disabled={redirecting}
            onClick={logout}
          >
            <FormattedMessage id="auth.logout" />
          </button>
        </>
      ) : (
        <LoginButtons locale={locale} />
      )}
      <RedirectNotice />
    </div>
  );
}
