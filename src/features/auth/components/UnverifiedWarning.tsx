import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../../config/routes';
import type { RouteName } from '../../../config/routeTable';
import { keepReturnPath } from '../authCookies';

/** Pages that are on the way somewhere else are no place to come back to. */
const passingRoutes: ReadonlySet<RouteName> = new Set([
  'login',
  'logged_in_redirect',
  'logged_out_redirect',
  'email_verification_redirect',
]);
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/**
 * The warning icon of a logged-in user whose e-mail is not verified, with the tooltip
 * 'Please check your mails and verify your email'. The tooltip shows on hover and on keyboard
 * focus, and Escape hides it without moving focus (WCAG 1.4.13). The verification link brings the
 * visitor back to the page where it was last shown (the verify return cookie).
 */
export function UnverifiedWarning() {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => {
    const route = matchRoute(pathname)?.name;
    if (route && !passingRoutes.has(route)) keepReturnPath('verifyReturn', pathname + search);
  }, [pathname, search]);
  return (
    <span className="hs-account__warning">
      <button
        type="button"
        className="hs-account__warning-trigger"
        aria-describedby={tooltipId}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true">⚠</span>
        <VisuallyHidden>
          <FormattedMessage id="auth.unverified.label" />
        </VisuallyHidden>
        {/* Inside the button, so the pointer may rest on it (WCAG 1.4.13); read as the description. */}
        <span
          role="tooltip"
          id={tooltipId}
          aria-hidden="true"
          className="hs-account__tooltip"
          hidden={!open}
        >
          <FormattedMessage id="auth.unverified.tooltip" />
        </span>
      </button>
    </span>
  );
}
