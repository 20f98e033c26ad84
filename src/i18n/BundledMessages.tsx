import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
import type { Catalogue } from './loadCatalogue';

/**
 * One formatter cache for every nested catalogue: number, date, plural and message formatters are
 * built once per locale and options, not again by each area that adds its texts.
 */
const formatters = createIntlCache();

/**
 * The language catalogue with `messages` added, for the children. The merged catalogue and its
 * intl object are made once per catalogue: a new one on each render would redraw every text below.
 */
export function WithMessages({ messages, children }: { messages: Catalogue; children: ReactNode }) {
  const outer = useIntl();
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: outer.locale,
          defaultLocale: outer.defaultLocale,
          timeZone: outer.timeZone,
          formats: outer.formats,
          defaultFormats: outer.defaultFormats,
          textComponent: outer.textComponent,
          onError: outer.onError,
          onWarn: outer.onWarn,
          fallbackOnEmptyString: outer.fallbackOnEmptyString,
          wrapRichTextChunksInFragment: outer.wrapRichTextChunksInFragment,
          defaultRichTextElements: outer.defaultRichTextElements,
          messages: { ...outer.messages, ...messages } as Catalogue,
        },
        formatters,
      ),
    [outer, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
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
