import type { SecureFieldsConstructor, SecureFieldsWindow } from './secureFieldsApi';

/** The provider's default version (docs/rules/checkout.md, "Card entry"). */
export const secureFieldsVersion = '2.0.0';

/** The provider's own script, used unless a brand sets `keys.cardFieldsScriptUrl`. */
export function secureFieldsScriptUrl(configured?: string): string {
  return (
    configured ||
    `https://pay.datatrans.com/upp/payment/js/secure-fields-${secureFieldsVersion}.min.js`
  );
}

let loading: { url: string; promise: Promise<SecureFieldsConstructor> } | undefined;

const page = () => window as unknown as SecureFieldsWindow;

/**
 * Loads the provider's script once per page and resolves with its `SecureFields` constructor.
 * A failed load rejects once and is forgotten, so a later attempt (the visitor retrying) starts
 * afresh. A host page that already included the script is used as it is.
 */
export function loadSecureFields(url: string): Promise<SecureFieldsConstructor> {
  const present = page().SecureFields;
  if (present) return Promise.resolve(present);
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<SecureFieldsConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const fail = () => {
      script.remove();
      if (loading?.promise === promise) loading = undefined;
      reject(new Error('The card fields could not load.'));
    };
    script.addEventListener('load', () => {
      const loaded = page().SecureFields;
      if (loaded) resolve(loaded);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  loading = { url, promise };
  return promise;
}

/** Tests only: forget an earlier load. */
export function resetSecureFieldsLoader(): void {
  loading = undefined;
}
