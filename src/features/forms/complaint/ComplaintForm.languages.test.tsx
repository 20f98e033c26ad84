import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import type { Language, Locale } from '../../../config/locales';
import en from '../../../i18n/catalogues/en/complaintArea';
import { renderHelpPage } from './testing/renderHelpPage';

const locales: Record<Language, Locale> = {
  en: 'en-gb',
  de: 'de-de',
  it: 'it-it',
  es: 'es-es',
  fr: 'fr-ch',
};

/** The complaint form's texts of a language, formatted as the form formats them. */
function textsOf(language: Language) {
  const messages = {
    ...(jest.requireActual(`../../../i18n/catalogues/${language}`) as { default: object }).default,
    ...(
      jest.requireActual(`../../../i18n/catalogues/${language}/complaintArea`) as {
        default: object;
      }
    ).default,
  } as Record<string, string>;
  const intl = createIntl({ locale: language, messages });
  return (id: string) => intl.formatMessage({ id }) as string;
}

// Every language's visitor reads the form's validation in that language, never in English.
describe.each<Language>(['de', 'it', 'es', 'fr'])('the complaint form in %s', (language) => {
  const text = textsOf(language);

  it('says at the field that it is required and when the message is too long', async () => {
    const user = userEvent.setup();
    renderHelpPage({ language, locale: locales[language], headline: 'Help' });
    const booking = await screen.findByLabelText(text('complaint.referenceNumber'));
    await user.click(booking);
    await user.tab();
    await waitFor(() =>
      expect(booking).toHaveAccessibleDescription(text('complaint.error.required')),
    );

    const concerns = screen.getByLabelText(text('complaint.concerns'));
    await user.click(concerns);
    await user.paste('x'.repeat(2001));
    await user.tab();
    await waitFor(() =>
      expect(concerns).toHaveAccessibleDescription(
        new RegExp(text('complaint.error.concernsTooLong')),
      ),
    );

    for (const id of ['complaint.error.required', 'complaint.error.concernsTooLong']) {
      expect([id, text(id)]).not.toEqual([id, en[id]]);
    }
  });
});
