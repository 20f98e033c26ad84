import { createIntl } from 'react-intl';
import deUiMessages from '../i18n/catalogues/de/ui.json';
import enUiMessages from '../i18n/catalogues/en/ui.json';

const catalogues = { en: enUiMessages, de: deUiMessages };

describe('ui message catalogues', () => {
  it('have the same ids in English and German', () => {
    expect(Object.keys(deUiMessages).sort()).toEqual(Object.keys(enUiMessages).sort());
  });

  it('prefix every id with ui.', () => {
    for (const id of Object.keys(enUiMessages)) expect(id).toMatch(/^ui\./);
  });

  it.each(Object.entries(catalogues))('has only valid ICU messages in %s', (locale, messages) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
    for (const id of Object.keys(messages)) {
      intl.formatMessage({ id }, { count: 2, service: 'Google Maps' });
    }
    expect(errors).toEqual([]);
  });
});
