import en from '../../../i18n/catalogues/en/cmsEditingArea';
import de from '../../../i18n/catalogues/de/cmsEditingArea';

// The editing texts come with the editing chunk: visitors never download them.
export const editingMessages = { en, de };
