import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { MembershipModule as MembershipContent } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { Loader } from '../../../ui/Loader';
import { selectAuth } from '../authSlice';
import { useAuthFeature } from '../useAuthFeature';
import { useHostConfig } from '../../../config/HostConfigContext';
import './account.css';
import { LoginButtons } from './LoginButtons';
import { RedirectNotice } from './RedirectNotice';
import { UnverifiedWarning } from './UnverifiedWarning';

/**
 * Membership (docs/rules/identity.md, "The membership code"): logged in with a verified e-mail,
 * the promo code and its hint; logged in without, the request to verify; otherwise a login or
 * sign-up prompt whose return goes through verification_required back to this page. A brand
 * without a login says what membership is and that it comes with an account the shop cannot open,
 * instead of leaving the page empty.
 */
export default function MembershipModule({
  module,
  locale,
}: {
  module: MembershipContent;
  locale: Locale;
}) {
  const configured = useAuthFeature();
  const { status, user } = useAppSelector(selectAuth);
  const { pathname, search } = useLocation();
  const { brand } = useHostConfig();
  const headingId = `hs-membership-${module.id}`;
  if (!configured) {
    return (
      <section className="hs-membership" aria-labelledby={headingId}>
        <h2 id={headingId}>{module.headline}</h2>
        <p>
          <FormattedMessage id="auth.membership.withoutLogin" values={{ brand: brand.name }} />
        </p>
      </section>
    );
  }
  return (
    <section className="hs-membership" aria-labelledby={headingId}>
      <h2 id={headingId}>{module.headline}</h2>
      {status === 'loading' ? (
        <Loader />
      ) : user?.emailVerified ? (
        <>
          <p>
            <FormattedMessage id="auth.membership.codeLabel" />
          </p>
          <p className="hs-membership__code">{module.promoCode}</p>
          <p>{module.hint}</p>
        </>
      ) : user ? (
        <p>
          <UnverifiedWarning /> <FormattedMessage id="auth.unverified.tooltip" />
        </p>
      ) : (
        <>
          <p>{module.loginText}</p>
          <div className="hs-membership__actions">
            <LoginButtons
              locale={locale}
              returnPath={href(
                'verification_required',
                locale,
                {},
                { returnTo: pathname + search },
              )}
            />
          </div>
          <RedirectNotice />
        </>
      )}
    </section>
  );
}
