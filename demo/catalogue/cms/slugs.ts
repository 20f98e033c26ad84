import type { Language } from '../model';

/**
 * The landing pages' addresses in each language. German and English pages answer under both of
 * their slugs, as they always have; each added language has its own word only.
 */
export const landingSlugs: Record<'summer' | 'family', Record<Language, string>> = {
  summer: { de: 'sommer', en: 'summer', it: 'estate', es: 'verano', fr: 'ete' },
  family: {
    de: 'familienurlaub',
    en: 'family-holidays',
    it: 'vacanze-in-famiglia',
    es: 'vacaciones-en-familia',
    fr: 'vacances-en-famille',
  },
};
