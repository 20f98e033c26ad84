import { createRef, type RefObject } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { CardFields, type CardFieldsHandle, type CardSubmitResult } from './CardFields';
import { FakeSecureFields, installFakeSecureFields } from './testing/fakeSecureFields';

const today = new Date(2026, 4, 15);
let uninstall: () => void;

beforeEach(() => {
  uninstall = installFakeSecureFields();
});
afterEach(() => uninstall());

async function renderReadyCard(onBinChange = jest.fn()) {
  const ref = createRef<CardFieldsHandle>();
  const view = renderWithProviders(
    <CardFields ref={ref} transactionId="TX-1" onBinChange={onBinChange} today={today} />,
  );
  expect(screen.getByText('Loading the secure card fields…')).toBeInTheDocument();
  await waitFor(() => expect(FakeSecureFields.instances).toHaveLength(1));
  const fields = FakeSecureFields.latest();
  await fields.emit('ready', undefined);
  return { ref, fields, onBinChange, ...view };
}

async function fillShopFields(holder = 'Zoë Muster') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card holder'), holder);
  await user.selectOptions(screen.getByLabelText('Month'), '12');
  await user.selectOptions(screen.getByLabelText('Year'), '2027');
  return user;
}

/** A submit the test answers later, as the provider would. */
function startSubmit(ref: RefObject<CardFieldsHandle>): Promise<CardSubmitResult> {
  return ref.current!.submit();
}

/** A submit the shop settles on its own. */
function submit(ref: RefObject<CardFieldsHandle>): Promise<CardSubmitResult> {
  return act(() => ref.current!.submit());
}

describe('CardFields', () => {
  it('leaves the focus where it is when told to, for forms where the card comes later', async () => {
    renderWithProviders(<CardFields transactionId="TX-1" today={today} focusOnReady={false} />);
    await waitFor(() => expect(FakeSecureFields.instances).toHaveLength(1));
    const fields = FakeSecureFields.latest();
    await fields.emit('ready', undefined);
    expect(screen.queryByText('Loading the secure card fields…')).not.toBeInTheDocument();
    expect(fields.focused).toEqual([]);
  });

  it('starts the hosted fields in its labelled containers, loads, then focuses the card number', async () => {
    renderWithProviders(<CardFields transactionId="TX-1" today={today} />);
    expect(screen.getByText('Loading the secure card fields…')).toBeInTheDocument();
    await waitFor(() => expect(FakeSecureFields.instances).toHaveLength(1));
    const fields = FakeSecureFields.latest();
    expect(fields.transactionId).toBe('TX-1');
    expect(screen.getByRole('group', { name: 'Card number' }).id).toBe(
      fields.placeholderOf('cardNumber'),
    );
    expect(screen.getByRole('group', { name: 'Security code (CVV)' }).id).toBe(
      fields.placeholderOf('cvv'),
    );
    await fields.emit('ready', undefined);
    expect(screen.queryByText('Loading the secure card fields…')).not.toBeInTheDocument();
    expect(fields.focused).toEqual(['cardNumber']);
  });

  it('offers expiry months 1–12 and the next 20 years', async () => {
    await renderReadyCard();
    expect(screen.getAllByRole('option', { name: /^\d\d$/ })).toHaveLength(12);
    const years = screen.getAllByRole('option', { name: /^20\d\d$/ });
    expect(years.map((year) => year.textContent)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(2026 + i)),
    );
  });

  it('shows the brand once recognised and reports the BIN', async () => {
    const { fields, onBinChange } = await renderReadyCard();
    expect(screen.queryByRole('img', { name: 'Visa' })).not.toBeInTheDocument();
    await fields.typeValidCard('VIS');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(onBinChange).toHaveBeenLastCalledWith('424242');
    await fields.emit('change', {
      fields: { cardNumber: { length: 15, valid: false, paymentMethod: 'VIS' } },
      hasErrors: true,
      event: { field: 'cardNumber', type: 'keyUp' },
    });
    expect(onBinChange).toHaveBeenLastCalledWith(null);
  });

  it('reports the card holder when the visitor leaves the field with a changed name', async () => {
    const onHolderChange = jest.fn();
    renderWithProviders(
      <CardFields transactionId="TX-1" today={today} onHolderChange={onHolderChange} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card holder'), ' Erika Muster ');
    expect(onHolderChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onHolderChange).toHaveBeenLastCalledWith('Erika Muster');
    // Leaving it again unchanged asks nothing new.
    await user.click(screen.getByLabelText('Card holder'));
    await user.tab();
    expect(onHolderChange).toHaveBeenCalledTimes(1);
  });

  it("marks an empty hosted field 'Required' when the visitor leaves it", async () => {
    const { fields } = await renderReadyCard();
    await fields.emit('change', {
      fields: { cardNumber: { length: 0, valid: false }, cvv: { length: 0, valid: false } },
      hasErrors: true,
      event: { field: 'cardNumber', type: 'blur' },
    });
    expect(screen.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription(
      'Required',
    );
  });

  it('submits to the provider and hands on only the token, card type, BIN and holder', async () => {
    const { ref, fields, store } = await renderReadyCard();
    await fillShopFields('  Zoë O’Brien ');
    await fields.typeValidCard('ECA');
    fields.cardInfo = { maskedCard: '545454xxxxxx5454', paymentMethod: 'ECA' };
    await fields.typeValidCard('ECA');
    const pending = startSubmit(ref);
    await waitFor(() => expect(fields.submitted).toEqual([{ expm: 12, expy: 2027 }]));
    await fields.emit('success', { result: 'success', transactionId: 'TX-1' });
    await expect(pending).resolves.toEqual({
      ok: true,
      transactionId: 'TX-1',
      cardType: 'mc',
      bin: '545454',
      cardHolder: 'Zoë O’Brien',
    });
    expect(await screen.findByText('Data submitted successfully')).toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toMatch(/TX-1|545454|O’Brien/);
  });

  it('does not ask the provider while the shop fields are wrong, and says what is missing', async () => {
    const { ref, fields } = await renderReadyCard();
    await userEvent.setup().type(screen.getByLabelText('Card holder'), 'R2-D2');
    const result = await submit(ref);
    expect(result).toEqual({
      ok: false,
      message: 'validationFailed',
      errors: {
        cardHolder: 'holderInvalid',
        expiry: 'expiryMissing',
        cardNumber: 'required',
        cvv: 'required',
      },
    });
    expect(fields.submitted).toEqual([]);
    expect(screen.getByLabelText('Card holder')).toHaveAccessibleDescription(
      'Invalid card holder, please do not use numbers or special characters',
    );
    expect(screen.getByText('Missing expiration date')).toBeInTheDocument();
    expect(
      screen.getByText('Card validation falied, check the information and try again'),
    ).toBeInTheDocument();
  });

  it('shows the message of a provider error code on its field', async () => {
    const { ref, fields } = await renderReadyCard();
    await fillShopFields();
    await fields.typeValidCard();
    const pending = startSubmit(ref);
    await waitFor(() => expect(fields.submitted).toHaveLength(1));
    await fields.emit('success', { result: 'error', error: { code: 'error.va.sf-cc-dat.01' } });
    await expect(pending).resolves.toMatchObject({
      ok: false,
      errors: { expiry: 'paymentCardExpiryInvalid' },
    });
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
  });

  it('marks the hosted fields the provider finds invalid on submit', async () => {
    const { ref, fields } = await renderReadyCard();
    await fillShopFields();
    await fields.typeValidCard();
    const pending = startSubmit(ref);
    await waitFor(() => expect(fields.submitted).toHaveLength(1));
    await fields.emit('validate', {
      fields: { cardNumber: { length: 16, valid: false }, cvv: { length: 3, valid: true } },
      hasErrors: true,
    });
    await expect(pending).resolves.toMatchObject({
      ok: false,
      errors: { cardNumber: 'paymentCardNumberInvalid' },
    });
    expect(screen.getByText('Invalid card')).toBeInTheDocument();
  });

  it('says when the card service cannot be reached and starts afresh on request', async () => {
    const { ref, fields } = await renderReadyCard();
    await fields.emit('error', { error: 'no connection' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error connecting to card validation service, please try again later',
    );
    await expect(submit(ref)).resolves.toMatchObject({ ok: false, message: 'connectionError' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeSecureFields.instances).toHaveLength(2));
    expect(fields.destroyed).toBe(true);
    expect(screen.getByText('Loading the secure card fields…')).toBeInTheDocument();
  });

  it('shows the German texts', async () => {
    renderWithProviders(<CardFields transactionId="TX-1" today={today} />, { language: 'de' });
    expect(screen.getByLabelText('Karteninhaber')).toBeInTheDocument();
    expect(screen.getByText('Die sicheren Kartenfelder werden geladen …')).toBeInTheDocument();
    await waitFor(() => expect(FakeSecureFields.instances).toHaveLength(1));
  });
});
