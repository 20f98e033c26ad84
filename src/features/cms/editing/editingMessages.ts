import en from '../../../i18n/catalogues/en/cmsEditingArea';
import de from '../../../i18n/catalogues/de/cmsEditingArea';
import it from '../../../i18n/catalogues/it/cmsEditingArea';
import es from '../../../i18n/catalogues/es/cmsEditingArea';
import fr from '../../../i18n/catalogues/fr/cmsEditingArea';

// The editing texts come with the editing chunk: visitors never download them.
export const editingMessages = { en, de, it, es, fr };
