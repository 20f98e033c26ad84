import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalogue } from './loadCatalogue';

/** The language catalogue with `messages` added, for the children. */
export function WithMessages({ messages, children }: { messages: Catalogue; children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={{ ...intl.messages, ...messages } as Catalogue}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}

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
  return <WithMessages messages={own}>{children}</WithMessages>;
}
