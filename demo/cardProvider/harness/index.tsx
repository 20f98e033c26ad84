import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import enShell from '../../../src/i18n/catalogues/en';
import enCheckout from '../../../src/i18n/catalogues/en/checkoutArea';
import { Harness } from './Harness';

const transactionId =
  new URLSearchParams(window.location.search).get('tx') ?? `TX-harness-${Date.now().toString(36)}`;
createRoot(document.getElementById('harness')!).render(
  <IntlProvider locale="en-GB" messages={{ ...enShell, ...enCheckout }}>
    <Harness transactionId={transactionId} />
  </IntlProvider>,
);
