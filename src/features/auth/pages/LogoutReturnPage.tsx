import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { takeReturnPath } from '../authCookies';
import { useAuthFeature } from '../useAuthFeature';

/** logged_out_redirect: back to where the logout started (its return cookie), else home. */
export function LogoutReturnPage({ locale }: { locale: Locale }) {
  useAuthFeature();
  const [target] = useState(() => takeReturnPath('logoutReturn') ?? href('homepage', locale));
  return <Navigate to={target} replace />;
}
