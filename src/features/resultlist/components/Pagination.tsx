import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { gap, pageWindow } from './pageWindow';
import './resultList.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** Buttons calling back with the page … */
  onPage?: (page: number) => void;
  /** … or links, so crawlers and new tabs reach every page. Links win when both are given. */
  hrefFor?: (page: number) => string;
  /** Told the page a link or button goes to, as it is pressed (before the page changes). */
  onNavigate?: (page: number) => void;
}

interface PageControlProps extends Omit<PaginationProps, 'page' | 'pageCount'> {
  target: number;
  label: string;
  current?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function PageControl({
  target,
  label,
  current,
  disabled,
  onPage,
  hrefFor,
  onNavigate,
  children,
}: PageControlProps) {
  const className = 'hs-rl-button';
  if (disabled && hrefFor) {
    // A link without a target: announced as an unavailable link, and out of the tab order.
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </span>
    );
  }
  const ariaCurrent = current ? ('page' as const) : undefined;
  if (hrefFor) {
    return (
      <Link
        to={hrefFor(target)}
        className={className}
        aria-label={label}
        aria-current={ariaCurrent}
        onClick={() => onNavigate?.(target)}
      >
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-current={ariaCurrent}
      disabled={disabled}
      onClick={() => {
        onNavigate?.(target);
        onPage?.(target);
      }}
    >
      {children}
    </button>
  );
}

/** Previous, page numbers and next, in a nav labelled 'Pages'; nothing for a single page. */
export function Pagination({ page, pageCount, onPage, hrefFor, onNavigate }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const links = { onPage, hrefFor, onNavigate };
  return (
    <nav
      className="hs-rl-pages"
      aria-label={intl.formatMessage({ id: 'resultlist.pagination.label' })}
    >
      <ul>
        <li>
          <PageControl
            {...links}
            target={current - 1}
            disabled={current === 1}
            label={intl.formatMessage({ id: 'resultlist.pagination.previous' })}
          >
            <span aria-hidden="true">‹ </span>
            <FormattedMessage id="resultlist.pagination.previous" />
          </PageControl>
        </li>
        {pageWindow(current, pageCount).map((entry, index) => (
          <li key={entry === gap ? `gap-${index}` : entry}>
            {entry === gap ? (
              <span aria-hidden="true">…</span>
            ) : (
              <PageControl
                {...links}
                target={entry}
                current={entry === current}
                label={intl.formatMessage({ id: 'resultlist.pagination.page' }, { page: entry })}
              >
                {intl.formatNumber(entry)}
              </PageControl>
            )}
          </li>
        ))}
        <li>
          <PageControl
            {...links}
            target={current + 1}
            disabled={current === pageCount}
            label={intl.formatMessage({ id: 'resultlist.pagination.next' })}
          >
            <FormattedMessage id="resultlist.pagination.next" />
            <span aria-hidden="true"> ›</span>
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
