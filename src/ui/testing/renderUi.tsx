import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import deUiMessages from '../../i18n/catalogues/de/ui.json';
import enUiMessages from '../../i18n/catalogues/en/ui.json';

const messagesByLocale = { en: enUiMessages, de: deUiMessages } as const;

interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: keyof typeof messagesByLocale;
}

/** Renders a ui component with only the ui message catalogue; returns a userEvent session too. */
export function renderUi(ui: ReactElement, { locale = 'en', ...options }: RenderUiOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={messagesByLocale[locale]}>
        {children}
      </IntlProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}
