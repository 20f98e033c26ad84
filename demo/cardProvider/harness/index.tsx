import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import en from '../../../src/i18n/catalogues/en';
import { Harness } from './Harness';

const transactionId =
  new URLSearchParams(window.location.search).get('tx') ?? `TX-harness-${Date.now().toString(36)}`;
createRoot(document.getElementById('harness')!).render(
  <IntlProvider locale="en-GB" messages={en}>
    <Harness transactionId={transactionId} />
  </IntlProvider>,
);
