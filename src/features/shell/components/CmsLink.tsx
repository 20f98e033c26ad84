import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useHref } from 'react-router-dom';
import { useHostConfig } from '../../../config/HostConfigContext';
import { resolveCmsLink } from '../../../config/cmsLinks';
import { urlContextOf } from '../../../config/urlContext';
import type { Locale } from '../../../config/locales';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

interface Props {
  url: string;
  locale: Locale;
  children: ReactNode;
  /** linkout: open in a new tab. */
  newTab?: boolean;
  className?: string;
  onClick?: () => void;
}

/**
 * A link from CMS content: internal ones navigate in the app, others are plain links, and one
 * the URL policy refuses is its text without a link (docs/rules/url-policy.md).
 */
export function CmsLink({ url, locale, children, newTab, className, onClick }: Props) {
  const target = resolveCmsLink(url, locale, urlContextOf(useHostConfig()));
  // The host's basePath is part of a plain href, not of a router path.
  const routeHref = useHref(target?.kind === 'route' ? target.to : '/');
  if (!target) return <span className={className}>{children}</span>;
  const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (target.kind === 'external' || newTab) {
    return (
      <a
        className={className}
        href={target.kind === 'route' ? routeHref : target.href}
        onClick={onClick}
        {...tabProps}
      >
        {children}
        {newTab && (
          // WCAG 3.2.5: a link that opens a new tab says so.
          <VisuallyHidden>
            {' '}
            <FormattedMessage id="shell.link.newTab" />
          </VisuallyHidden>
        )}
      </a>
    );
  }
  return (
    <Link className={className} to={target.to} onClick={onClick}>
      {children}
    </Link>
  );
}
