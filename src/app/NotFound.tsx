import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../config/routes';
import type { Locale } from '../config/locales';

/** Spec 1 §2.2 / §8: the not-found view with a way back home. */
export function NotFound({ locale }: { locale: Locale }) {
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
