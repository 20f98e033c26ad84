import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** Untrusted HTML, e.g. a CMS text field. */
  html: string;
  as?: 'div' | 'span' | 'section' | 'p';
  className?: string;
}

/** The only way HTML from outside reaches the page: sanitised first, nothing rendered if empty. */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const cleanHtml = useMemo(() => sanitizeHtml(html), [html]);
  if (cleanHtml.trim() === '') return null;
  return <Element className={className} dangerouslySetInnerHTML={{ __html: cleanHtml }} />;
}
