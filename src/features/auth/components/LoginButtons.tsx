import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectAuth } from '../authSlice';
import { useAccountActions } from './useAccountActions';

interface Props {
  locale: Locale;
  /** Where the visitor lands after the login; default the current page. */
  returnPath?: string;
}

/** 'Log in' and 'Sign up': each opens the provider on its screen, once. */
export function LoginButtons({ locale, returnPath }: Props) {
  const { redirecting } = useAppSelector(selectAuth);
  const { login } = useAccountActions(locale);
  return (
    <>
      <button
        type="button"
        className="hs-button hs-button--secondary"
        disabled={redirecting}
        onClick={() => login('login', returnPath)}
      >
        <FormattedMessage id="shell.header.login" />
      </button>
      <button
        type="button"
        className="hs-button"
        disabled={redirecting}
        onClick={() => login('signUp', returnPath)}
      >
        <FormattedMessage id="shell.header.signUp" />
      </button>
    </>
  );
}
