import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
import type { Language } from '../config/locales';
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
 * Adds messages a chunk carries itself, in every language, to the language catalogue for its
 * children. Unlike MessageArea it never waits: the texts arrive with the chunk that shows them.
 * Only for small sets a few visitors need (the CMS editors' texts).
 */
export function BundledMessages({
  messages,
  children,
}: {
  messages: Record<Language, Catalogue>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const language = intl.locale.slice(0, 2).toLowerCase() as Language;
  const own = messages[language] ?? messages.en;
  return <WithMessages messages={own}>{children}</WithMessages>;
}
