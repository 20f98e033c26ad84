import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { shellActions } from '../features/shell';
import { useAppDispatch } from '../store/hooks';
import { href } from '../config/routes';
import type { Locale } from '../config/locales';

/**
 * The not-found view with a way back home
 * (docs/rules/shell-and-routes.md, "The not-found view").
 */
export function NotFound({ locale }: { locale: Locale }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    // The not-found title belongs to this view, also where the route exists but is switched off
    // for the brand and its page answer brought another title.
    dispatch(shellActions.notFoundViewShown(pathname));
  }, [dispatch, pathname]);
  return (
    <section className="hs-page hs-not-found" aria-labelledby="hs-not-found-heading">
      <h1 id="hs-not-found-heading">
        <FormattedMessage id="shell.notFound.heading" />
      </h1>
      <p>
        <FormattedMessage id="shell.notFound.text" />
      </p>
      <Link className="hs-button" to={href('homepage', locale)}>
        <FormattedMessage id="shell.notFound.home" />
      </Link>
    </section>
  );
}
