import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { SepaForm, emptySepaAccount } from './SepaForm';

function renderSepaForm(language: 'en' | 'de' = 'en') {
  const onSubmit = jest.fn();
  renderWithProviders(
    <Formik initialValues={{ bankAccount: emptySepaAccount }} onSubmit={onSubmit}>
      <Form>
        <SepaForm payee="Sunwave Holidays" />
        <button type="submit">Pay now</button>
      </Form>
    </Formik>,
    { language },
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('SEPA form', () => {
  it('stops the submit and says at each field what is missing', async () => {
    const { onSubmit, user } = renderSepaForm();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    for (const name of ['Account holder', 'IBAN']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names an IBAN whose check digits are wrong, once the field is left', async () => {
    const { onSubmit, user } = renderSepaForm();
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'DE89370400440532013001');
    expect(iban).not.toBeInvalid();
    await user.tab();
    expect(iban).toBeInvalid();
    expect(iban).toHaveAccessibleDescription(
      'For example DE89 3704 0044 0532 0130 00 This IBAN is not valid. Please check your entry.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an account outside the SEPA area', async () => {
    const { user } = renderSepaForm();
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'BR1800360305000010009795493C1');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(
      expect.stringContaining('This account is not in the SEPA area.'),
    );
  });

  it('rejects digits in the account holder', async () => {
    const { user } = renderSepaForm();
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Jan 2');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveAccessibleDescription(
      'The field contains invalid characters.',
    );
  });

  it('groups a valid IBAN in fours and submits the account', async () => {
    const { onSubmit, user } = renderSepaForm();
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Zoë Müller');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'de89370400440532013000');
    await user.tab();
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(iban).not.toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { bankAccount: { holder: 'Zoë Müller', iban: 'DE89 3704 0044 0532 0130 00' } },
      expect.anything(),
    );
  });

  it('speaks German', async () => {
    const { user } = renderSepaForm('de');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveAccessibleDescription(
      'Dieses Feld ist ein Pflichtfeld!',
    );
  });

  describe('mandate (docs/rules/payment-options.md)', () => {
    it('names the payee in the mandate shown before Pay now', () => {
      renderSepaForm();
      const mandate = screen.getByRole('region', { name: 'SEPA direct debit mandate' });
      expect(mandate).toHaveTextContent(
        'By clicking Pay now, you authorise Sunwave Holidays to collect the payment for this booking from your account by SEPA direct debit',
      );
      expect(mandate).toHaveTextContent(/refund .* within eight weeks/);
      const pay = screen.getByRole('button', { name: 'Pay now' });
      expect(mandate.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('gives the mandate in German', () => {
      renderSepaForm('de');
      const mandate = screen.getByRole('region', { name: 'SEPA-Lastschriftmandat' });
      expect(mandate).toHaveTextContent(
        'Mit Klick auf „Jetzt bezahlen“ ermächtigen Sie Sunwave Holidays, die Zahlung',
      );
      expect(mandate).toHaveTextContent(/innerhalb von acht Wochen/);
    });
  });
});
