import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasCountryBadge, localeInfo, type Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../shellSlice';
import { useOnDemand, useRequestWhenSeen } from '../onDemand';
import { CmsLink } from './CmsLink';
import { loadChunk } from '../../../lib/chunks';
import { ChunkBoundary } from '../ChunkBoundary';

const loadFooterHtml = loadChunk(() =>
  import(/* webpackChunkName: "footer-html" */ './FooterHtml').then((module) => module.default),
);

/**
 * The footer's CMS HTML only ever reaches the page through the sanitiser, which is a chunk of its
 * own: it loads once the visitor scrolls or moves with the footer near the viewport. Until then an
 * empty block holds a line's place.
 */
function LazyFooterHtml({ html }: { html: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [FooterHtml, request] = useOnDemand(loadFooterHtml, { inBoundary: true });
  useRequestWhenSeen(placeholder, request);
  if (FooterHtml) return <FooterHtml html={html} />;
  return <div ref={placeholder} className="hs-footer__html" style={{ minHeight: '1.5em' }} />;
}

/** CMS content, a country badge only for GB and IE. */
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
        <ChunkBoundary size="inline" part="shell.footer.label">
          <LazyFooterHtml html={footer.html} />
        </ChunkBoundary>
      )}
      {hasCountryBadge(market) && (
        <p className="hs-footer__badge">
          <FormattedMessage id="shell.footer.countryBadge" values={{ country: market }} />
        </p>
      )}
    </footer>
  );
}
