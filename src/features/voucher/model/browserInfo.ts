import type { VoucherBrowserInfo } from '../../../api/types';

/** What 3-D Secure 2 asks of the browser, read when Book now is pressed. */
export function browserInfo(): VoucherBrowserInfo {
  return {
    acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    language: navigator.language,
    colorDepth: window.screen?.colorDepth ?? 24,
    screenHeight: window.screen?.height ?? 0,
    screenWidth: window.screen?.width ?? 0,
    timeZoneOffset: new Date().getTimezoneOffset(),
    javaEnabled: false,
    userAgent: navigator.userAgent,
  };
}
