import { emptyVoucherValues } from './voucherValues';
import { clearVoucherDraft, restoreVoucherDraft, saveVoucherDraft } from './voucherDraft';

afterEach(() => window.sessionStorage.clear());

describe('voucher form draft', () => {
  it('keeps what was typed per cart, without consent, reCAPTCHA or card-shaped text', () => {
    saveVoucherDraft('vc-1', {
      ...emptyVoucherValues,
      amount: '100',
      fname: 'Erika',
      street: '4242 4242 4242 4242',
      customer: { email: 'erika@example.com', confirmEmail: 'erika@example.com', phone: '+49' },
      termsAccepted: true,
      recaptcha: 'secret-token',
    });
    const stored = window.sessionStorage.getItem('hs_voucher_form:vc-1') ?? '';
    expect(stored).not.toMatch(/secret-token|4242|termsAccepted/);
    expect(restoreVoucherDraft('vc-1', emptyVoucherValues)).toEqual({
      ...emptyVoucherValues,
      amount: '100',
      fname: 'Erika',
      customer: { email: 'erika@example.com', confirmEmail: 'erika@example.com', phone: '+49' },
    });
    expect(restoreVoucherDraft('vc-2', emptyVoucherValues)).toBe(emptyVoucherValues);
    clearVoucherDraft('vc-1');
    expect(restoreVoucherDraft('vc-1', emptyVoucherValues)).toBe(emptyVoucherValues);
  });

  it('ignores a tampered draft: unknown keys and non-text values', () => {
    window.sessionStorage.setItem(
      'hs_voucher_form:vc-1',
      JSON.stringify({ fname: 7, termsAccepted: true, recaptcha: 'x', evil: 'y', lname: 'Muster' }),
    );
    expect(restoreVoucherDraft('vc-1', emptyVoucherValues)).toEqual({
      ...emptyVoucherValues,
      lname: 'Muster',
    });
  });
});
