import { useEffect, useRef } from 'react';
import { PageNavigate } from '../../../ui/routeLeaving';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authActions, selectAuth } from '../authSlice';
import { useAuthFeature } from '../useAuthFeature';
import { AuthPage, AuthWaiting } from './AuthPage';

/**
 * logged_out_redirect: back to where the logout started (its return cookie), else home. The
 * cookie is read once per page by the login saga, so a second mount of this page (a route
 * transition) leads to the same place.
 */
export function LogoutReturnPage({ locale }: { locale: Locale }) {
  useAuthFeature();
  const dispatch = useAppDispatch();
  const { logoutReturn } = useAppSelector(selectAuth);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    dispatch(authActions.logoutReturned());
  }, [dispatch]);
  if (logoutReturn.status === 'done') {
    return <PageNavigate to={logoutReturn.returnPath ?? href('homepage', locale)} replace />;
  }
  return (
    <AuthPage heading="shell.route.logged_out_redirect">
      <AuthWaiting message="auth.loggingOut" />
    </AuthPage>
  );
}
