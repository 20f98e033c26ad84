import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../config/locales';
import { WithMessages } from './BundledMessages';
import { useSettled } from '../lib/chunks';
import {
  loadMessageArea,
  messageAreaSettled,
  readMessageArea,
  type MessageAreaName,
} from './loadCatalogue';

function useLanguage(): Language {
  return useIntl().locale.slice(0, 2).toLowerCase() as Language;
}

/**
 * Adds a lazily loaded message area (e.g. the checkout's) to the language catalogue for its
 * children; suspends until the area has arrived, so no text ever shows as a bare id.
 */
export function MessageArea({ area, children }: { area: MessageAreaName; children: ReactNode }) {
  const language = useLanguage();
  return <WithMessages messages={readMessageArea(area, language)}>{children}</WithMessages>;
}

/**
 * Whether an area's messages have arrived (or failed, which the area then shows), without
 * suspending (useSettled): for the route view, which draws a route's page only with its texts.
 */
export function useMessageAreaLoaded(area: MessageAreaName | undefined): boolean {
  const language = useLanguage();
  return useSettled(
    area === undefined || messageAreaSettled(area, language),
    () => (area === undefined ? Promise.resolve() : loadMessageArea(area, language)),
    `${area}:${language}`,
  );
}
