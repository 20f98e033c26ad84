import { configureStore } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { HostConfigProvider } from '../../../src/config/HostConfigContext';
import { parseHostConfig } from '../../../src/config/hostConfig';
import { consentSlice } from '../../../src/features/consent/consentSlice';
import deShell from '../../../src/i18n/catalogues/de';
import enShell from '../../../src/i18n/catalogues/en';
import { recaptchaScriptPath } from '../paths';
import { Harness } from './Harness';

const query = new URLSearchParams(window.location.search);
const siteKey = query.get('key') ?? 'demo-recaptcha-key';
const german = query.get('hl') === 'de';

const parsed = parseHostConfig({
  locale: german ? 'de-de' : 'en-gb',
  keys: { recaptcha: siteKey, recaptchaScriptUrl: recaptchaScriptPath },
  privacyUrl: '/datenschutz.html',
});
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
// The field reads only the consent state; the shop's whole store is not needed here.
const store = configureStore({ reducer: { consent: consentSlice.reducer } });

createRoot(document.getElementById('harness')!).render(
  <Provider store={store}>
    <HostConfigProvider value={parsed.config}>
      <IntlProvider locale={german ? 'de-DE' : 'en-GB'} messages={german ? deShell : enShell}>
        <Harness siteKey={siteKey} />
      </IntlProvider>
    </HostConfigProvider>
  </Provider>,
);
