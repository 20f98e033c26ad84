import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalogue } from './loadCatalogue';

/**
 * Adds messages a route chunk carries itself (English and German; the partial languages take
 * English) to the language catalogue for its children. Unlike MessageArea it never waits: the
 * texts arrive with the chunk that shows them.
 */
export function BundledMessages({
  messages,
  children,
}: {
  messages: Record<'en' | 'de', Catalogue>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const own = intl.locale.slice(0, 2).toLowerCase() === 'de' ? messages.de : messages.en;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={{ ...intl.messages, ...own } as Catalogue}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
