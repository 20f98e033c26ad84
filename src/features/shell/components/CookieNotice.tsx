import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { readCookie, writeCookie } from '../../../lib/cookies';

/**
 * The cookie notice, closed for 30 days with 'Close'
 * (docs/rules/shell-and-routes.md, "The cookie notice").
 */
export const cookieNoticeCookie = 'hs_cookie_notice';
export const cookieNoticeDays = 30;

export function CookieNotice({ privacyUrl }: { privacyUrl: string }) {
  const [open, setOpen] = useState(() => readCookie(cookieNoticeCookie) !== '1');
  if (!open) return null;
  const close = () => {
    writeCookie(cookieNoticeCookie, '1', cookieNoticeDays);
    setOpen(false);
  };
  return (
    <section className="hs-cookie-notice" aria-labelledby="hs-cookie-notice-text">
      <p id="hs-cookie-notice-text">
        <FormattedMessage
          id="shell.cookie.text"
          values={{ link: (words: ReactNode[]) => <a href={privacyUrl}>{words}</a> }}
        />
      </p>
      <button type="button" className="hs-button" onClick={close}>
        <FormattedMessage id="shell.cookie.close" />
      </button>
    </section>
  );
}

export default CookieNotice;
