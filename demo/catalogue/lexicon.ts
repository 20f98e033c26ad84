import type { BoardCode } from '../../src/api/types';
import type { Language } from './model';

/**
 * Words and labels of the catalogue in every language, as travel shops of each market write
 * them (Italian keeps "All inclusive", as Italian shops do).
 */
type Labels = Record<string, Record<Language, string>>;

export const boardLabels: Record<BoardCode, Record<Language, string>> = {
  RO: {
    en: 'Room only',
    de: 'Nur Übernachtung',
    it: 'Solo pernottamento',
    es: 'Solo alojamiento',
    fr: 'Logement seul',
  },
  BB: {
    en: 'Breakfast',
    de: 'Frühstück',
    it: 'Pernottamento e prima colazione',
    es: 'Alojamiento y desayuno',
    fr: 'Petit-déjeuner',
  },
  HB: {
    en: 'Half board',
    de: 'Halbpension',
    it: 'Mezza pensione',
    es: 'Media pensión',
    fr: 'Demi-pension',
  },
  FB: {
    en: 'Full board',
    de: 'Vollpension',
    it: 'Pensione completa',
    es: 'Pensión completa',
    fr: 'Pension complète',
  },
  AI: {
    en: 'All inclusive',
    de: 'All Inclusive',
    it: 'All inclusive',
    es: 'Todo incluido',
    fr: 'Tout compris',
  },
};

export const boardFactors: Record<BoardCode, number> = {
  RO: 0.86,
  BB: 1,
  HB: 1.22,
  FB: 1.36,
  AI: 1.58,
};

export const roomLabels: Labels = {
  DBL: {
    en: 'Double room',
    de: 'Doppelzimmer',
    it: 'Camera doppia',
    es: 'Habitación doble',
    fr: 'Chambre double',
  },
  SUP: {
    en: 'Superior double room',
    de: 'Superior-Doppelzimmer',
    it: 'Camera doppia superior',
    es: 'Habitación doble superior',
    fr: 'Chambre double supérieure',
  },
  FAM: {
    en: 'Family room',
    de: 'Familienzimmer',
    it: 'Camera familiare',
    es: 'Habitación familiar',
    fr: 'Chambre familiale',
  },
  JSU: {
    en: 'Junior suite',
    de: 'Junior-Suite',
    it: 'Junior suite',
    es: 'Junior suite',
    fr: 'Suite junior',
  },
  SUI: { en: 'Suite', de: 'Suite', it: 'Suite', es: 'Suite', fr: 'Suite' },
  APT: {
    en: 'Apartment',
    de: 'Appartement',
    it: 'Appartamento',
    es: 'Apartamento',
    fr: 'Appartement',
  },
  STU: { en: 'Studio', de: 'Studio', it: 'Monolocale', es: 'Estudio', fr: 'Studio' },
  BGL: { en: 'Bungalow', de: 'Bungalow', it: 'Bungalow', es: 'Bungalow', fr: 'Bungalow' },
};

export const viewLabels: Labels = {
  SV: { en: 'Sea view', de: 'Meerblick', it: 'Vista mare', es: 'Vista al mar', fr: 'Vue mer' },
  SSV: {
    en: 'Side sea view',
    de: 'Seitlicher Meerblick',
    it: 'Vista mare laterale',
    es: 'Vista lateral al mar',
    fr: 'Vue mer latérale',
  },
  GV: {
    en: 'Garden view',
    de: 'Gartenblick',
    it: 'Vista giardino',
    es: 'Vista al jardín',
    fr: 'Vue jardin',
  },
  PV: {
    en: 'Pool view',
    de: 'Poolblick',
    it: 'Vista piscina',
    es: 'Vista a la piscina',
    fr: 'Vue piscine',
  },
  LV: {
    en: 'Land view',
    de: 'Landblick',
    it: 'Vista entroterra',
    es: 'Vista a tierra',
    fr: 'Vue côté terre',
  },
  MV: {
    en: 'Mountain view',
    de: 'Bergblick',
    it: 'Vista montagna',
    es: 'Vista a la montaña',
    fr: 'Vue montagne',
  },
  LKV: { en: 'Lake view', de: 'Seeblick', it: 'Vista lago', es: 'Vista al lago', fr: 'Vue lac' },
};

export const attributeLabels: Labels = {
  beach: {
    en: 'Direct beach access',
    de: 'Direkte Strandlage',
    it: 'Direttamente sulla spiaggia',
    es: 'Primera línea de playa',
    fr: 'Accès direct à la plage',
  },
  pool: {
    en: 'Outdoor pool',
    de: 'Außenpool',
    it: 'Piscina all’aperto',
    es: 'Piscina exterior',
    fr: 'Piscine extérieure',
  },
  indoorPool: {
    en: 'Indoor pool',
    de: 'Hallenbad',
    it: 'Piscina coperta',
    es: 'Piscina cubierta',
    fr: 'Piscine couverte',
  },
  wifi: {
    en: 'Free Wi-Fi',
    de: 'Kostenloses WLAN',
    it: 'Wi-Fi gratuito',
    es: 'Wifi gratis',
    fr: 'Wi-Fi gratuit',
  },
  spa: {
    en: 'Spa and wellness',
    de: 'Wellness und Spa',
    it: 'Spa e benessere',
    es: 'Spa y bienestar',
    fr: 'Spa et bien-être',
  },
  kidsClub: {
    en: 'Kids club',
    de: 'Kinderclub',
    it: 'Miniclub',
    es: 'Club infantil',
    fr: 'Club enfants',
  },
  adultsOnly: {
    en: 'Adults only',
    de: 'Nur für Erwachsene',
    it: 'Solo adulti',
    es: 'Solo adultos',
    fr: 'Réservé aux adultes',
  },
  fitness: { en: 'Gym', de: 'Fitnessraum', it: 'Palestra', es: 'Gimnasio', fr: 'Salle de sport' },
  golf: {
    en: 'Golf nearby',
    de: 'Golfplatz in der Nähe',
    it: 'Campo da golf nelle vicinanze',
    es: 'Campo de golf cercano',
    fr: 'Golf à proximité',
  },
  aquapark: {
    en: 'Water slides',
    de: 'Wasserrutschen',
    it: 'Scivoli d’acqua',
    es: 'Toboganes acuáticos',
    fr: 'Toboggans aquatiques',
  },
  parking: {
    en: 'Parking',
    de: 'Parkplatz',
    it: 'Parcheggio',
    es: 'Aparcamiento',
    fr: 'Places de parc',
  },
  pets: {
    en: 'Pets allowed',
    de: 'Haustiere erlaubt',
    it: 'Animali ammessi',
    es: 'Se admiten mascotas',
    fr: 'Animaux acceptés',
  },
  accessible: {
    en: 'Barrier-free',
    de: 'Barrierefrei',
    it: 'Senza barriere architettoniche',
    es: 'Accesible',
    fr: 'Accès sans obstacles',
  },
  airCondition: {
    en: 'Air conditioning',
    de: 'Klimaanlage',
    it: 'Aria condizionata',
    es: 'Aire acondicionado',
    fr: 'Climatisation',
  },
  diving: {
    en: 'Diving centre',
    de: 'Tauchbasis',
    it: 'Centro immersioni',
    es: 'Centro de buceo',
    fr: 'Centre de plongée',
  },
  tennis: {
    en: 'Tennis courts',
    de: 'Tennisplätze',
    it: 'Campi da tennis',
    es: 'Pistas de tenis',
    fr: 'Courts de tennis',
  },
};

export const attributeIcons: Record<string, string> = {
  beach: 'umbrella-beach',
  pool: 'swimming-pool',
  indoorPool: 'swimming-pool',
  wifi: 'wifi',
  spa: 'spa',
  kidsClub: 'child',
  adultsOnly: 'user',
  fitness: 'dumbbell',
  golf: 'golf',
  aquapark: 'water',
  parking: 'parking',
  pets: 'paw',
  accessible: 'wheelchair',
  airCondition: 'snowflake',
  diving: 'fish',
  tennis: 'table-tennis',
};

export function label(labels: Labels, code: string, language: Language): string {
  const entry = labels[code];
  if (!entry) return code;
  return entry[language];
}

export const tourOperators: { code: string; name: string }[] = [
  { code: 'SWT', name: 'Sunwave Touristik' },
  { code: 'ALP', name: 'Alpina Reisen' },
  { code: 'MED', name: 'Mediterra Tours' },
  { code: 'HCT', name: 'Helios Club Touristik' },
];
