import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../config/locales';
import { loadMessageArea, type Catalogue, type MessageAreaName } from './loadCatalogue';

/**
 * Adds a lazily loaded message area (e.g. the checkout's) to the language catalogue for its
 * children; suspends until the area has arrived, so no text ever shows as a bare id.
 */
export function MessageArea({ area, children }: { area: MessageAreaName; children: ReactNode }) {
  const intl = useIntl();
  const language = intl.locale.slice(0, 2).toLowerCase() as Language;
  const messages = use(loadMessageArea(area, language));
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
