import type { ClimateKey } from './climate';
import { arrivalAirportNames } from './localNames';
import type { LocalLanguage } from './model';

/** Real holiday places with real coordinates: the skeleton the generator hangs hotels on. */
export interface PoiData {
  name: string;
  nameDe: string;
  lat: number;
  lng: number;
}

export interface CityData {
  name: string;
  nameDe: string;
  lat: number;
  lng: number;
  pois: PoiData[];
}

export interface RegionData {
  name: string;
  nameDe: string;
  /** Arrival airport (IATA). */
  airport: string;
  climate: ClimateKey;
  /** Flight time from Germany in minutes. */
  flightMinutes: number;
  cities: CityData[];
}

export interface CountryData {
  code: string;
  name: string;
  nameDe: string;
  regions: RegionData[];
}

export interface ArrivalAirportData {
  code: string;
  /** One name for German and English pages. */
  name: string;
  /** Local forms, only where a language has one. */
  names?: Partial<Record<LocalLanguage, string>>;
  lat: number;
  lng: number;
}

const city = (name: string, nameDe: string, lat: number, lng: number, pois: PoiData[] = []) => ({
  name,
  nameDe,
  lat,
  lng,
  pois,
});
const poi = (name: string, nameDe: string, lat: number, lng: number): PoiData => ({
  name,
  nameDe,
  lat,
  lng,
});
const region = (
  name: string,
  nameDe: string,
  airport: string,
  climate: ClimateKey,
  flightMinutes: number,
  cities: CityData[],
): RegionData => ({ name, nameDe, airport, climate, flightMinutes, cities });

export const countries: CountryData[] = [
  {
    code: 'ES',
    name: 'Spain',
    nameDe: 'Spanien',
    regions: [
      region('Mallorca', 'Mallorca', 'PMI', 'balearic', 140, [
        city('Palma', 'Palma', 39.5696, 2.6502, [
          poi('La Seu Cathedral', 'Kathedrale La Seu', 39.5675, 2.6484),
          poi('Bellver Castle', 'Castell de Bellver', 39.5637, 2.6193),
        ]),
        city('Alcúdia', 'Alcúdia', 39.8531, 3.1211, [
          poi('Alcúdia Old Town', 'Altstadt von Alcúdia', 39.8533, 3.1219),
        ]),
        city('Cala Millor', 'Cala Millor', 39.5966, 3.383),
        city("Cala d'Or", "Cala d'Or", 39.3733, 3.2275),
        city('Santa Ponsa', 'Santa Ponsa', 39.5089, 2.4778),
      ]),
      region('Ibiza', 'Ibiza', 'IBZ', 'balearic', 145, [
        city('Sant Antoni de Portmany', 'Sant Antoni de Portmany', 38.9807, 1.3036),
        city('Santa Eulària des Riu', 'Santa Eulària des Riu', 38.9847, 1.5339),
      ]),
      region('Tenerife', 'Teneriffa', 'TFS', 'canary', 280, [
        city('Puerto de la Cruz', 'Puerto de la Cruz', 28.4142, -16.5487, [
          poi('Loro Parque', 'Loro Parque', 28.4081, -16.5642),
        ]),
        city('Costa Adeje', 'Costa Adeje', 28.082, -16.73, [
          poi('Siam Park', 'Siam Park', 28.072, -16.726),
        ]),
        city('Los Cristianos', 'Los Cristianos', 28.0524, -16.7166),
      ]),
      region('Gran Canaria', 'Gran Canaria', 'LPA', 'canary', 275, [
        city('Maspalomas', 'Maspalomas', 27.7606, -15.586, [
          poi('Maspalomas Dunes', 'Dünen von Maspalomas', 27.742, -15.572),
        ]),
        city('Puerto Rico', 'Puerto Rico', 27.7877, -15.7102),
      ]),
      region('Fuerteventura', 'Fuerteventura', 'FUE', 'canary', 270, [
        city('Corralejo', 'Corralejo', 28.7306, -13.8675),
        city('Costa Calma', 'Costa Calma', 28.1614, -14.227),
      ]),
      region('Lanzarote', 'Lanzarote', 'ACE', 'canary', 265, [
        city('Puerto del Carmen', 'Puerto del Carmen', 28.9223, -13.6656),
        city('Playa Blanca', 'Playa Blanca', 28.8638, -13.8295, [
          poi('Timanfaya National Park', 'Nationalpark Timanfaya', 29.013, -13.753),
        ]),
      ]),
      region('Costa del Sol', 'Costa del Sol', 'AGP', 'balearic', 180, [
        city('Marbella', 'Marbella', 36.5101, -4.8825),
        city('Torremolinos', 'Torremolinos', 36.6219, -4.4999),
      ]),
    ],
  },
  {
    code: 'GR',
    name: 'Greece',
    nameDe: 'Griechenland',
    regions: [
      region('Crete', 'Kreta', 'HER', 'aegean', 185, [
        city('Hersonissos', 'Chersonissos', 35.3164, 25.3906, [
          poi('Palace of Knossos', 'Palast von Knossos', 35.298, 25.1633),
        ]),
        city('Chania', 'Chania', 35.5138, 24.018),
        city('Rethymno', 'Rethymno', 35.3644, 24.4822),
        city('Agios Nikolaos', 'Agios Nikolaos', 35.19, 25.7164),
      ]),
      region('Rhodes', 'Rhodos', 'RHO', 'aegean', 190, [
        city('Faliraki', 'Faliraki', 36.3406, 28.2047),
        city('Lindos', 'Lindos', 36.0917, 28.0856, [
          poi('Acropolis of Lindos', 'Akropolis von Lindos', 36.0908, 28.0881),
        ]),
      ]),
      region('Kos', 'Kos', 'KGS', 'aegean', 180, [
        city('Kardamena', 'Kardamena', 36.7833, 27.1436),
        city('Kos Town', 'Kos-Stadt', 36.8933, 27.2888),
      ]),
      region('Corfu', 'Korfu', 'CFU', 'aegean', 145, [
        city('Dassia', 'Dassia', 39.686, 19.84),
        city('Kavos', 'Kavos', 39.385, 20.113),
      ]),
      region('Halkidiki', 'Chalkidiki', 'SKG', 'aegean', 150, [
        city('Pefkochori', 'Pefkochori', 39.9833, 23.6167),
        city('Nikiti', 'Nikiti', 40.23, 23.67),
      ]),
    ],
  },
  {
    code: 'TR',
    name: 'Turkey',
    nameDe: 'Türkei',
    regions: [
      region('Turkish Riviera', 'Türkische Riviera', 'AYT', 'levant', 210, [
        city('Antalya', 'Antalya', 36.8969, 30.7133, [
          poi("Hadrian's Gate", 'Hadrianstor', 36.8855, 30.709),
        ]),
        city('Belek', 'Belek', 36.8625, 31.0556),
        city('Side', 'Side', 36.7675, 31.3889, [
          poi('Temple of Apollo', 'Apollontempel', 36.7634, 31.388),
        ]),
        city('Alanya', 'Alanya', 36.5444, 31.9954),
        city('Kemer', 'Kemer', 36.6, 30.55),
      ]),
      region('Turkish Aegean', 'Türkische Ägäis', 'BJV', 'aegean', 195, [
        city('Bodrum', 'Bodrum', 37.0344, 27.4305, [
          poi('Castle of St. Peter', 'Kastell St. Peter', 37.0318, 27.429),
        ]),
        city('Marmaris', 'Marmaris', 36.855, 28.2742),
        city('Kuşadası', 'Kuşadası', 37.8579, 27.261),
      ]),
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    nameDe: 'Italien',
    regions: [
      region('Sicily', 'Sizilien', 'CTA', 'italy', 150, [
        city('Taormina', 'Taormina', 37.8516, 15.2853, [
          poi('Ancient Theatre of Taormina', 'Antikes Theater von Taormina', 37.8522, 15.292),
        ]),
        city('Cefalù', 'Cefalù', 38.0389, 14.0228),
      ]),
      region('Sardinia', 'Sardinien', 'OLB', 'italy', 120, [
        city('Olbia', 'Olbia', 40.9236, 9.4964),
        city('Villasimius', 'Villasimius', 39.1416, 9.5197),
      ]),
      region('Apulia', 'Apulien', 'BDS', 'italy', 135, [
        city('Otranto', 'Otranto', 40.1439, 18.4912),
        city('Gallipoli', 'Gallipoli', 40.056, 17.992),
      ]),
      region('Lake Garda', 'Gardasee', 'VRN', 'lake', 75, [
        city('Riva del Garda', 'Riva del Garda', 45.8858, 10.8418),
        city('Bardolino', 'Bardolino', 45.5474, 10.7246),
      ]),
    ],
  },
  {
    code: 'PT',
    name: 'Portugal',
    nameDe: 'Portugal',
    regions: [
      region('Algarve', 'Algarve', 'FAO', 'atlantic', 185, [
        city('Albufeira', 'Albufeira', 37.0891, -8.2479),
        city('Lagos', 'Lagos', 37.1028, -8.673, [
          poi('Ponta da Piedade', 'Ponta da Piedade', 37.0806, -8.669),
        ]),
        city('Vilamoura', 'Vilamoura', 37.077, -8.117),
      ]),
      region('Madeira', 'Madeira', 'FNC', 'atlantic', 245, [
        city('Funchal', 'Funchal', 32.6669, -16.9241),
      ]),
    ],
  },
  {
    code: 'EG',
    name: 'Egypt',
    nameDe: 'Ägypten',
    regions: [
      region('Red Sea', 'Rotes Meer', 'HRG', 'redsea', 285, [
        city('Hurghada', 'Hurghada', 27.2579, 33.8116),
        city('El Gouna', 'El Gouna', 27.3942, 33.6782),
        city('Makadi Bay', 'Makadi Bay', 26.99, 33.899),
        city('Marsa Alam', 'Marsa Alam', 25.0676, 34.879),
      ]),
      region('Sinai', 'Sinai', 'SSH', 'redsea', 275, [
        city('Sharm el-Sheikh', 'Sharm El Sheikh', 27.9158, 34.33, [
          poi('Ras Mohammed National Park', 'Nationalpark Ras Mohammed', 27.73, 34.254),
        ]),
      ]),
    ],
  },
  {
    code: 'HR',
    name: 'Croatia',
    nameDe: 'Kroatien',
    regions: [
      region('Istria', 'Istrien', 'PUY', 'adriatic', 85, [
        city('Poreč', 'Poreč', 45.2269, 13.595),
        city('Rovinj', 'Rovinj', 45.0812, 13.6387),
      ]),
      region('Dalmatia', 'Dalmatien', 'SPU', 'adriatic', 105, [
        city('Split', 'Split', 43.5081, 16.4402, [
          poi("Diocletian's Palace", 'Diokletianpalast', 43.5082, 16.4402),
        ]),
        city('Makarska', 'Makarska', 43.2969, 17.0178),
        city('Dubrovnik', 'Dubrovnik', 42.6507, 18.0944),
      ]),
    ],
  },
  {
    code: 'CY',
    name: 'Cyprus',
    nameDe: 'Zypern',
    regions: [
      region('Famagusta District', 'Bezirk Famagusta', 'LCA', 'levant', 235, [
        city('Ayia Napa', 'Ayia Napa', 34.9823, 34.0003),
        city('Protaras', 'Protaras', 35.0125, 34.0583),
      ]),
      region('Limassol District', 'Bezirk Limassol', 'LCA', 'levant', 235, [
        city('Limassol', 'Limassol', 34.7071, 33.0226),
      ]),
      region('Paphos District', 'Bezirk Paphos', 'PFO', 'levant', 230, [
        city('Paphos', 'Paphos', 34.772, 32.4297, [
          poi('Tombs of the Kings', 'Königsgräber', 34.7752, 32.4046),
        ]),
      ]),
    ],
  },
  {
    code: 'TN',
    name: 'Tunisia',
    nameDe: 'Tunesien',
    regions: [
      region('Djerba', 'Djerba', 'DJE', 'tunisia', 175, [
        city('Midoun', 'Midoun', 33.8075, 10.9922),
        city('Houmt Souk', 'Houmt Souk', 33.8757, 10.8575),
      ]),
      region('Cap Bon', 'Cap Bon', 'NBE', 'tunisia', 160, [
        city('Hammamet', 'Hammamet', 36.4, 10.6167),
        city('Nabeul', 'Nabeul', 36.4561, 10.7376),
      ]),
      region('Sousse and Monastir', 'Sousse und Monastir', 'MIR', 'tunisia', 165, [
        city('Monastir', 'Monastir', 35.7643, 10.8113),
        city('Sousse', 'Sousse', 35.8256, 10.636, [
          poi('Medina of Sousse', 'Medina von Sousse', 35.8278, 10.6387),
        ]),
      ]),
    ],
  },
  {
    code: 'BG',
    name: 'Bulgaria',
    nameDe: 'Bulgarien',
    regions: [
      region('Southern Black Sea Coast', 'Südliche Schwarzmeerküste', 'BOJ', 'blacksea', 150, [
        city('Sunny Beach', 'Sonnenstrand', 42.695, 27.71),
        city('Nessebar', 'Nessebar', 42.659, 27.735),
      ]),
      region('Northern Black Sea Coast', 'Nördliche Schwarzmeerküste', 'VAR', 'blacksea', 155, [
        city('Golden Sands', 'Goldstrand', 43.285, 28.042),
        city('Albena', 'Albena', 43.3686, 28.0803),
      ]),
    ],
  },
];

const arrivalAirportList: ArrivalAirportData[] = [
  { code: 'PMI', name: 'Palma de Mallorca', lat: 39.5517, lng: 2.7388 },
  { code: 'IBZ', name: 'Ibiza', lat: 38.8729, lng: 1.3731 },
  { code: 'TFS', name: 'Tenerife South', lat: 28.0445, lng: -16.5725 },
  { code: 'LPA', name: 'Gran Canaria', lat: 27.9319, lng: -15.3866 },
  { code: 'FUE', name: 'Fuerteventura', lat: 28.4527, lng: -13.8638 },
  { code: 'ACE', name: 'Lanzarote', lat: 28.9455, lng: -13.6052 },
  { code: 'AGP', name: 'Málaga', lat: 36.6749, lng: -4.4991 },
  { code: 'HER', name: 'Heraklion', lat: 35.3397, lng: 25.1803 },
  { code: 'RHO', name: 'Rhodes', lat: 36.4054, lng: 28.0862 },
  { code: 'KGS', name: 'Kos', lat: 36.7933, lng: 27.0917 },
  { code: 'CFU', name: 'Corfu', lat: 39.6019, lng: 19.9117 },
  { code: 'SKG', name: 'Thessaloniki', lat: 40.5197, lng: 22.9709 },
  { code: 'AYT', name: 'Antalya', lat: 36.8987, lng: 30.8005 },
  { code: 'BJV', name: 'Bodrum', lat: 37.2506, lng: 27.6643 },
  { code: 'CTA', name: 'Catania', lat: 37.4668, lng: 15.0664 },
  { code: 'OLB', name: 'Olbia', lat: 40.8987, lng: 9.5176 },
  { code: 'BDS', name: 'Brindisi', lat: 40.6576, lng: 17.947 },
  { code: 'VRN', name: 'Verona', lat: 45.3957, lng: 10.8885 },
  { code: 'FAO', name: 'Faro', lat: 37.0144, lng: -7.9659 },
  { code: 'FNC', name: 'Madeira', lat: 32.6979, lng: -16.7745 },
  { code: 'HRG', name: 'Hurghada', lat: 27.1783, lng: 33.7994 },
  { code: 'SSH', name: 'Sharm el-Sheikh', lat: 27.9773, lng: 34.395 },
  { code: 'PUY', name: 'Pula', lat: 44.8935, lng: 13.9222 },
  { code: 'SPU', name: 'Split', lat: 43.5389, lng: 16.298 },
  { code: 'LCA', name: 'Larnaca', lat: 34.8751, lng: 33.6249 },
  { code: 'PFO', name: 'Paphos', lat: 34.718, lng: 32.4857 },
  { code: 'DJE', name: 'Djerba', lat: 33.875, lng: 10.7755 },
  { code: 'NBE', name: 'Enfidha-Hammamet', lat: 36.0758, lng: 10.4386 },
  { code: 'MIR', name: 'Monastir', lat: 35.7581, lng: 10.7547 },
  { code: 'BOJ', name: 'Burgas', lat: 42.5696, lng: 27.5152 },
  { code: 'VAR', name: 'Varna', lat: 43.2321, lng: 27.8251 },
];

export const arrivalAirports: ArrivalAirportData[] = arrivalAirportList.map((airport) => ({
  ...airport,
  names: arrivalAirportNames[airport.code],
}));
