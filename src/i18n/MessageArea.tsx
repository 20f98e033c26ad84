import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../config/locales';
import { WithMessages } from './BundledMessages';
import { readMessageArea, type MessageAreaName } from './loadCatalogue';

/**
 * Adds a lazily loaded message area (e.g. the checkout's) to the language catalogue for its
 * children; suspends until the area has arrived, so no text ever shows as a bare id.
 */
export function MessageArea({ area, children }: { area: MessageAreaName; children: ReactNode }) {
  const intl = useIntl();
  const language = intl.locale.slice(0, 2).toLowerCase() as Language;
  return <WithMessages messages={readMessageArea(area, language)}>{children}</WithMessages>;
}
