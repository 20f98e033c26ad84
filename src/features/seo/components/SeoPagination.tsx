import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pageGap, pageWindow } from '../model/pageWindow';

interface Props {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/**
 * Pagination: links by the `page` query (page 1 without it), 'Previous Page' and
 * 'Next Page', 1 margin page and a range of 2. Nothing for a single page.
 */
export function SeoPagination({ page, pageCount, hrefFor }: Props) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav className="hs-seo-pages" aria-label={intl.formatMessage({ id: 'seo.pagination.label' })}>
      <ul>
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} rel="prev">
              <FormattedMessage id="seo.pagination.previous" />
            </Link>
          </li>
        )}
        {pageWindow(current, pageCount).map((entry, index) => (
          <li key={entry === pageGap ? `gap-${index}` : entry}>
            {entry === pageGap ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Link
                to={hrefFor(entry)}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'seo.pagination.page' }, { page: entry })}
              >
                {intl.formatNumber(entry)}
              </Link>
            )}
          </li>
        ))}
        {current < pageCount && (
          <li>
            <Link to={hrefFor(current + 1)} rel="next">
              <FormattedMessage id="seo.pagination.next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
