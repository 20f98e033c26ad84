/** @jest-environment node */
import { issueRecaptchaToken } from '../recaptcha/tokens';
import { startDemoServer } from '../testing/demoServer';
import { call } from '../testing/shape';

startDemoServer();

/** A complete complaint as the shop sends it. */
function complaint(overrides: Record<string, string> = {}, files: File[] = []): FormData {
  const form = new FormData();
  const fields = {
    email: 'erika@example.com',
    firstName: 'Erika',
    lastName: 'Muster',
    zipCode: '50667',
    text: 'The pool was closed.',
    reason: 'Complaint',
    orderId: 'BK123456',
    country: 'DE',
    city: 'Köln',
    phone: '',
    street: 'Hauptstraße 1',
    contactTourGuideOnSite: 'false',
    salutation: 'FEMALE',
    ...overrides,
  };
  Object.entries(fields).forEach(([key, value]) => form.append(key, value));
  files.forEach((file) => form.append('file[]', file));
  return form;
}

const send = async (body: FormData, variant?: string) =>
  (await call('complaint_form', { body, headers: variant ? { 'X-Shop-Variant': variant } : {} }))
    .body;

const freshToken = () => issueRecaptchaToken('demo-recaptcha-key')?.token ?? '';
const pdf = () => new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });

describe('demo complaint handler', () => {
  it('accepts a multipart complaint with allowed files', async () => {
    expect(await send(complaint({}, [pdf()]))).toEqual({ success: true });
  });

  it.each([
    ['an unknown booking number', { orderId: 'UNKNOWN-1' }, [], 'bookingNumberNotFound'],
    ['a booking number starting 000', { orderId: '000123' }, [], 'bookingNumberNotFound'],
    ['an e-mail without @', { email: 'no-at-sign' }, [], 'emailInvalid'],
    [
      'a file of a disallowed type',
      {},
      [new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })],
      'fileTypeNotAllowed',
    ],
    ['an empty file', {}, [new File([], 'empty.png', { type: 'image/png' })], 'fileNotFound'],
    ['no concerns', { text: '' }, [], 'genericError'],
    ['concerns over 2000 characters', { text: 'x'.repeat(2001) }, [], 'genericError'],
    ['21 files', {}, Array.from({ length: 21 }, pdf), 'genericError'],
    ['the test order id CODE-fileNotFound', { orderId: 'CODE-fileNotFound' }, [], 'fileNotFound'],
    ['an unknown code as test data', { orderId: 'CODE-mailboxFull' }, [], 'mailboxFull'],
  ] as [string, Record<string, string>, File[], string][])(
    'refuses %s',
    async (_label, overrides, files, error) => {
      expect(await send(complaint(overrides, files))).toEqual({ success: false, error });
    },
  );

  it('takes a reCAPTCHA token of the stand-in once, as Google does', async () => {
    const token = freshToken();
    expect(await send(complaint({ recaptcha: token }), 'sunwave')).toEqual({ success: true });
    expect(await send(complaint({ recaptcha: token }), 'sunwave')).toEqual({
      success: false,
      error: 'genericError',
    });
    expect(await send(complaint({ recaptcha: 'made-up' }))).toEqual({
      success: false,
      error: 'genericError',
    });
  });

  it('asks the demo brands, which have a reCAPTCHA key, for a token', async () => {
    expect(await send(complaint(), 'alpina')).toEqual({ success: false, error: 'genericError' });
    expect(await send(complaint(), 'default')).toEqual({ success: true });
  });
});
