import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeInfo, type Locale } from '../config/locales';
import { loadCatalogue, type Catalogue } from './loadCatalogue';

interface Props {
  locale: Locale;
  /** The catalogue boot already loaded, so the first paint has its texts. */
  initialMessages: Catalogue;
  children: ReactNode;
}

/** Switches catalogues lazily: the old language stays until the new one has arrived. */
export function I18nProvider({ locale, initialMessages, children }: Props) {
  const [state, setState] = useState({ locale, messages: initialMessages });

  useEffect(() => {
    if (state.locale === locale) return;
    let active = true;
    loadCatalogue(localeInfo[locale].language).then(
      (messages) => active && setState({ locale, messages }),
      () => active && setState((s) => ({ ...s, locale })),
    );
    return () => {
      active = false;
    };
  }, [locale, state.locale]);

  return (
    <IntlProvider
      locale={localeInfo[state.locale].intl}
      messages={state.messages}
      defaultLocale="en-GB"
      onError={reportMissingMessage}
    >
      {children}
    </IntlProvider>
  );
}

/** A missing message shows its id in development and falls back quietly in production. */
function reportMissingMessage(error: { code: string; message: string }) {
  if (process.env.NODE_ENV !== 'production' && error.code === 'MISSING_TRANSLATION') {
    console.warn(error.message);
  }
}
