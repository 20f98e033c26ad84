import deUiMessages from '../i18n/catalogues/de/ui.json';
import enUiMessages from '../i18n/catalogues/en/ui.json';
import { checkAreaCatalogue } from '../testing/areaCatalogue';

describe('ui message catalogues', () => {
  checkAreaCatalogue('ui', { en: enUiMessages, de: deUiMessages }, /^ui\./, {
    count: 2,
    service: 'Google Maps',
  });
});
