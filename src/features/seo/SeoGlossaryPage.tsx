import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHostConfig } from '../../config/HostConfigContext';
import { resolveCmsLink } from '../../config/cmsLinks';
import { localeInfo } from '../../config/locales';
import { href, localeOfPath, matchRoute } from '../../config/routes';
import { urlContextOf } from '../../config/urlContext';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeatureSaga } from '../../store/useFeatureSaga';
import {
  useAlternateLink,
  useCanonicalLink,
  useMetaDescription,
  useStructuredData,
} from '../../ui/headTags';
import { LoadFailed } from '../../ui/LoadStates';
import { CmsLink } from '../shell';
import './components/seo.css';
import { glossaryLetters } from './model/glossary';
import { itemList } from './model/structuredData';
import { SeoLoading } from './components/SeoLoading';
import { seoActions, selectGlossary } from './seoSlice';
import { seoFeature } from './seoFeature';
import { useOwnLocation } from './useOwnLocation';
import { useAbsoluteUrl } from './useSeoHead';

/**
 * The glossary: the letters that have content, each linked, and the destinations
 * of the letter in the address.
 */
export function SeoGlossaryPage() {
  useFeatureSaga(seoFeature);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const { pathname, current } = useOwnLocation('seoDestinationGlossary');
  const locale = localeOfPath(pathname) ?? config.locale;
  const prefix = matchRoute(pathname)?.params.prefix ?? '';
  const absolute = useAbsoluteUrl();

  useEffect(() => {
    dispatch(seoActions.glossaryRequested({ locale }));
  }, [dispatch, locale]);
  const glossary = useAppSelector(selectGlossary);
  const ready = glossary.requestKey === locale && glossary.status === 'resolved';
  const { letters, destinations } = glossaryLetters(ready ? glossary.entries : [], prefix);
  const letter = prefix.toUpperCase();

  const canonical =
    ready && current ? absolute(href('seoDestinationGlossary', locale, { prefix })) : null;
  useCanonicalLink(canonical);
  useAlternateLink(localeInfo[locale].intl, canonical);
  useStructuredData(
    ready && current
      ? itemList(
          // A destination whose link the URL policy refuses is left out (docs/rules/url-policy.md).
          destinations.flatMap((destination) => {
            const target = resolveCmsLink(destination.url, locale, urlContextOf(config));
            if (!target) return [];
            const url =
              target.kind === 'route'
                ? absolute(target.to)
                : new URL(target.href, absolute('/')).href;
            return [{ name: destination.name, url }];
          }),
        )
      : null,
  );
  useMetaDescription(
    ready && current
      ? intl.formatMessage(
          { id: 'seo.glossary.description' },
          {
            letter,
            count: destinations.length,
            names: destinations
              .slice(0, 8)
              .map((d) => d.name)
              .join(', '),
          },
        )
      : null,
  );

  if (glossary.requestKey === locale && glossary.status === 'rejected') {
    return (
      <section className="hs-page hs-seo-page">
        <LoadFailed onRetry={() => dispatch(seoActions.glossaryRequested({ locale }))}>
          <FormattedMessage id="seo.failed" />
        </LoadFailed>
      </section>
    );
  }
  if (!ready) return <SeoLoading />;
  return (
    <section className="hs-page hs-seo-page" aria-labelledby="hs-seo-h1">
      <h1 id="hs-seo-h1">
        <FormattedMessage id="seo.glossary.heading" values={{ letter }} />
      </h1>
      <nav
        className="hs-seo-letters"
        aria-label={intl.formatMessage({ id: 'seo.glossary.letters' })}
      >
        <ul>
          {letters.map((entry) => (
            <li key={entry}>
              <Link
                to={href('seoDestinationGlossary', locale, { prefix: entry })}
                aria-current={entry === prefix ? 'page' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'seo.glossary.letter' },
                  { letter: entry.toUpperCase() },
                )}
              >
                {entry}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {destinations.length ? (
        <ul className="hs-seo-cards">
          {destinations.map((destination) => (
            <li key={`${destination.url}|${destination.name}`}>
              <CmsLink url={destination.url} locale={locale}>
                {destination.name}
              </CmsLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="seo.glossary.empty" values={{ letter }} />
        </p>
      )}
    </section>
  );
}
