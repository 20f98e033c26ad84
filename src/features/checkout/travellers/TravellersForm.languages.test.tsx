import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import type { Language } from '../../../config/locales';
import en from '../../../i18n/catalogues/en/checkoutArea';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { travellersCart, trip } from './testing/travellerFixtures';
import { clearTravellerDraft } from './travellerDraft';
import { TravellersForm } from './TravellersForm';

/** The checkout's texts of a language, formatted as the form formats them. */
function textsOf(language: Language) {
  const messages = {
    ...(jest.requireActual(`../../../i18n/catalogues/${language}`) as { default: object }).default,
    ...(
      jest.requireActual(`../../../i18n/catalogues/${language}/checkoutArea`) as { default: object }
    ).default,
  } as Record<string, string>;
  const intl = createIntl({ locale: language, messages });
  return (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id }, values) as string;
}

afterEach(() => clearTravellerDraft('bk-1'));

// Every language's shopper reads the step's validation in that language, never in English.
describe.each<Language>(['de', 'it', 'es', 'fr'])('the travellers step in %s', (language) => {
  const text = textsOf(language);

  it('says what is missing or wrong at the field, in that language', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TravellersForm
        cart={travellersCart()}
        flags={{ frequentFlyerProgrammes: true, newsletterConsent: false, childAgeControl: true }}
        submitting={false}
        onSubmit={jest.fn()}
        onBack={jest.fn()}
        today={trip.today}
      />,
      { language },
    );
    await user.click(screen.getByRole('button', { name: text('checkout.travellers.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      text('checkout.travellers.error.summary'),
    );
    const lead = within(
      screen.getByRole('group', { name: text('checkout.travellers.group.adult', { number: 1 }) }),
    );
    const salutation = lead.getByLabelText(text('checkout.travellers.salutation'));
    expect(salutation).toHaveAccessibleDescription(text('checkout.travellers.error.required'));
    // The form moves the focus to the first marked field; typing starts once it has.
    await waitFor(() => expect(salutation).toHaveFocus());

    const email = screen.getByLabelText(text('checkout.travellers.email'));
    await user.type(email, 'max@example');
    expect(email).toHaveValue('max@example');
    await user.tab();
    // Formik validates after the blur, asynchronously.
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(text('checkout.travellers.error.invalidEmail')),
    );

    for (const id of [
      'checkout.travellers.error.summary',
      'checkout.travellers.error.required',
      'checkout.travellers.error.invalidEmail',
    ]) {
      expect([id, text(id)]).not.toEqual([id, en[id]]);
    }
  });
});
