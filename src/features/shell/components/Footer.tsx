import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasCountryBadge, localeInfo, type Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../shellSlice';
import { CmsLink } from './CmsLink';

const FooterHtml = lazy(() => import(/* webpackChunkName: "footer-html" */ './FooterHtml'));

/** Spec 1 §2.3: CMS content, a country badge only for GB and IE. */
export default function Footer({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const footer = useAppSelector(selectLayout)?.footer;
  const market = localeInfo[locale].market;
  return (
    <footer className="hs-footer" aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
      {footer?.columns.map((column) => (
        <section key={column.title} className="hs-footer__column">
          <h2>{column.title}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.url + link.label}>
                <CmsLink url={link.url} locale={locale}>
                  {link.label}
                </CmsLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {footer?.html && (
        <Suspense fallback={null}>
          <FooterHtml html={footer.html} />
        </Suspense>
      )}
      {hasCountryBadge(market) && (
        <p className="hs-footer__badge">
          <FormattedMessage id="shell.footer.countryBadge" values={{ country: market }} />
        </p>
      )}
    </footer>
  );
}
