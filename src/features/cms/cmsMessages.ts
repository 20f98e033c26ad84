import en from '../../i18n/catalogues/en/cmsArea';
import de from '../../i18n/catalogues/de/cmsArea';

/** The CMS modules' texts in English and German: they travel with the chunks that show modules. */
export const cmsMessages = { en, de };
