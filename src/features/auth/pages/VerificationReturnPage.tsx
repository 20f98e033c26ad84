import { useEffect, useRef } from 'react';
import { PageNavigate } from '../../../ui/routeLeaving';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authActions, selectAuth } from '../authSlice';
import { useAuthFeature } from '../useAuthFeature';
import { AuthPage, AuthWaiting } from './AuthPage';

/**
 * email_verification_redirect: the provider sends the visitor here after the verification link.
 * The tokens are refreshed silently (the claims now say email_verified), then the visitor goes
 * back to the page that asked for the verification (its return cookie), else home.
 */
export function VerificationReturnPage({ locale }: { locale: Locale }) {
  useAuthFeature();
  const dispatch = useAppDispatch();
  const { verificationReturn } = useAppSelector(selectAuth);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    dispatch(authActions.verificationReturned());
  }, [dispatch]);
  if (verificationReturn.status === 'done') {
    return <PageNavigate to={verificationReturn.returnPath ?? href('homepage', locale)} replace />;
  }
  return (
    <AuthPage heading="shell.route.email_verification_redirect">
      <AuthWaiting message="auth.verifying" />
    </AuthPage>
  );
}
