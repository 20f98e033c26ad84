import { useLocation } from 'react-router-dom';
import type { Locale } from '../../../config/locales';
import { useAppDispatch } from '../../../store/hooks';
import { authActions, type LoginScreen } from '../authSlice';

/** Login, sign-up and logout from where the visitor is; they come back here afterwards. */
export function useAccountActions(locale: Locale) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return {
    login: (screen: LoginScreen, returnPath: string = here) =>
      dispatch(authActions.loginRequested({ screen, returnPath, locale })),
    logout: () => dispatch(authActions.logoutRequested({ returnPath: here, locale })),
  };
}
