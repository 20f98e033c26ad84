import {
  loadSecureFields,
  resetSecureFieldsLoader,
  secureFieldsScriptUrl,
} from './loadSecureFields';
import type { SecureFieldsWindow } from './secureFieldsApi';
import { FakeSecureFields } from './testing/fakeSecureFields';

const url = 'http://127.0.0.1:4000/demo-card/secure-fields-2.0.0.js';
const page = window as SecureFieldsWindow;
const scriptsFor = (src: string) =>
  Array.from(document.head.getElementsByTagName('script')).filter((script) => script.src === src);

afterEach(() => {
  delete page.SecureFields;
  resetSecureFieldsLoader();
  for (const script of scriptsFor(url)) script.remove();
});

describe('loadSecureFields', () => {
  it("defaults to the provider's own 2.0.0 script; a brand's URL wins", () => {
    expect(secureFieldsScriptUrl()).toBe(
      'https://pay.datatrans.com/upp/payment/js/secure-fields-2.0.0.min.js',
    );
    expect(secureFieldsScriptUrl('/demo-card/secure-fields-2.0.0.js')).toBe(
      '/demo-card/secure-fields-2.0.0.js',
    );
  });

  it('adds the script once and resolves with the SecureFields constructor', async () => {
    const first = loadSecureFields(url);
    const second = loadSecureFields(url);
    expect(scriptsFor(url)).toHaveLength(1);
    page.SecureFields = FakeSecureFields;
    scriptsFor(url)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeSecureFields);
    await expect(second).resolves.toBe(FakeSecureFields);
  });

  it('rejects a failed load once and tries afresh next time', async () => {
    const failed = loadSecureFields(url);
    scriptsFor(url)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The card fields could not load.');
    expect(scriptsFor(url)).toHaveLength(0);
    void loadSecureFields(url);
    expect(scriptsFor(url)).toHaveLength(1);
  });

  it('uses a SecureFields the host page already loaded', async () => {
    page.SecureFields = FakeSecureFields;
    await expect(loadSecureFields(url)).resolves.toBe(FakeSecureFields);
    expect(scriptsFor(url)).toHaveLength(0);
  });
});
