import type { BoardCode } from '../../src/api/types';
import type { Language } from './model';

/** Words and labels of the catalogue, in English and German. */
type Labels = Record<string, { en: string; de: string }>;

export const boardLabels: Record<BoardCode, { en: string; de: string }> = {
  RO: { en: 'Room only', de: 'Nur Übernachtung' },
  BB: { en: 'Breakfast', de: 'Frühstück' },
  HB: { en: 'Half board', de: 'Halbpension' },
  FB: { en: 'Full board', de: 'Vollpension' },
  AI: { en: 'All inclusive', de: 'All Inclusive' },
};

export const boardFactors: Record<BoardCode, number> = {
  RO: 0.86,
  BB: 1,
  HB: 1.22,
  FB: 1.36,
  AI: 1.58,
};

export const roomLabels: Labels = {
  DBL: { en: 'Double room', de: 'Doppelzimmer' },
  SUP: { en: 'Superior double room', de: 'Superior-Doppelzimmer' },
  FAM: { en: 'Family room', de: 'Familienzimmer' },
  JSU: { en: 'Junior suite', de: 'Junior-Suite' },
  SUI: { en: 'Suite', de: 'Suite' },
  APT: { en: 'Apartment', de: 'Appartement' },
  STU: { en: 'Studio', de: 'Studio' },
  BGL: { en: 'Bungalow', de: 'Bungalow' },
};

export const viewLabels: Labels = {
  SV: { en: 'Sea view', de: 'Meerblick' },
  SSV: { en: 'Side sea view', de: 'Seitlicher Meerblick' },
  GV: { en: 'Garden view', de: 'Gartenblick' },
  PV: { en: 'Pool view', de: 'Poolblick' },
  LV: { en: 'Land view', de: 'Landblick' },
  MV: { en: 'Mountain view', de: 'Bergblick' },
  LKV: { en: 'Lake view', de: 'Seeblick' },
};

export const attributeLabels: Labels = {
  beach: { en: 'Direct beach access', de: 'Direkte Strandlage' },
  pool: { en: 'Outdoor pool', de: 'Außenpool' },
  indoorPool: { en: 'Indoor pool', de: 'Hallenbad' },
  wifi: { en: 'Free Wi-Fi', de: 'Kostenloses WLAN' },
  spa: { en: 'Spa and wellness', de: 'Wellness und Spa' },
  kidsClub: { en: 'Kids club', de: 'Kinderclub' },
  adultsOnly: { en: 'Adults only', de: 'Nur für Erwachsene' },
  fitness: { en: 'Gym', de: 'Fitnessraum' },
  golf: { en: 'Golf nearby', de: 'Golfplatz in der Nähe' },
  aquapark: { en: 'Water slides', de: 'Wasserrutschen' },
  parking: { en: 'Parking', de: 'Parkplatz' },
  pets: { en: 'Pets allowed', de: 'Haustiere erlaubt' },
  accessible: { en: 'Barrier-free', de: 'Barrierefrei' },
  airCondition: { en: 'Air conditioning', de: 'Klimaanlage' },
  diving: { en: 'Diving centre', de: 'Tauchbasis' },
  tennis: { en: 'Tennis courts', de: 'Tennisplätze' },
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
