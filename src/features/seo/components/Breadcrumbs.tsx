import { useIntl } from 'react-intl';
import type { Breadcrumb } from '../../../api/types';
import { useHostConfig } from '../../../config/HostConfigContext';
import { resolveCmsLink } from '../../../config/cmsLinks';
import type { Locale } from '../../../config/locales';
import { urlContextOf } from '../../../config/urlContext';
import { useStructuredData } from '../../../ui/headTags';
import { CmsLink } from '../../shell';
import { useAbsoluteUrl } from '../useSeoHead';

interface Props {
  crumbs: Breadcrumb[];
  locale: Locale;
  /** Whether to give search engines the breadcrumbs (not while the page is leaving). */
  structured: boolean;
}

/**
 * The absolute address of a crumb's link, for search engines; null for a crumb without one or
 * with one the URL policy refuses (docs/rules/url-policy.md).
 */
function useCrumbUrl(locale: Locale): (url: string | undefined) => string | null {
  const absolute = useAbsoluteUrl();
  const context = urlContextOf(useHostConfig());
  return (url) => {
    const target = url ? resolveCmsLink(url, locale, context) : null;
    if (!target) return null;
    return target.kind === 'route' ? absolute(target.to) : new URL(target.href, absolute('/')).href;
  };
}

/** Breadcrumbs (name, optional url), also given to search engines as structured data. */
export function Breadcrumbs({ crumbs, locale, structured }: Props) {
  const intl = useIntl();
  const absolute = useCrumbUrl(locale);
  const shown = crumbs.filter((crumb) => crumb.name.trim() !== '');
  useStructuredData(
    structured && shown.length
      ? {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: shown.map((crumb, index) => {
            const item = absolute(crumb.url);
            return {
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.name,
              ...(item ? { item } : {}),
            };
          }),
        }
      : null,
  );
  if (!shown.length) return null;
  return (
    <nav className="hs-seo-crumbs" aria-label={intl.formatMessage({ id: 'seo.breadcrumbs.label' })}>
      <ol>
        {shown.map((crumb, index) => {
          const last = index === shown.length - 1;
          return (
            // By position: crumbs may repeat a name.
            <li key={index}>
              {crumb.url && !last ? (
                <CmsLink url={crumb.url} locale={locale}>
                  {crumb.name}
                </CmsLink>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
