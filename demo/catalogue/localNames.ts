import type { LocalLanguage } from './model';

type LocalNames = Partial<Record<LocalLanguage, string>>;

/**
 * Italian, Spanish and French names of destinations, by destination id, as travel shops in those
 * markets write them. Only names with a local form are listed: a place missing here, or a language
 * missing in its entry, keeps its English, international name (Ibiza, Hurghada, Rhodes in
 * French). The ids stay as they are, so the place table itself need not change.
 */
export const destinationNames: Readonly<Record<string, LocalNames>> = {
  // Countries
  es: { it: 'Spagna', es: 'España', fr: 'Espagne' },
  gr: { it: 'Grecia', es: 'Grecia', fr: 'Grèce' },
  tr: { it: 'Turchia', es: 'Turquía', fr: 'Turquie' },
  it: { it: 'Italia', es: 'Italia', fr: 'Italie' },
  pt: { it: 'Portogallo' },
  eg: { it: 'Egitto', es: 'Egipto', fr: 'Égypte' },
  hr: { it: 'Croazia', es: 'Croacia', fr: 'Croatie' },
  cy: { it: 'Cipro', es: 'Chipre', fr: 'Chypre' },
  tn: { es: 'Túnez', fr: 'Tunisie' },
  bg: { fr: 'Bulgarie' },

  // Spain
  'es-mallorca': { it: 'Maiorca', es: 'Mallorca', fr: 'Majorque' },
  'es-mallorca-palma-la-seu-cathedral': {
    it: 'Cattedrale La Seu',
    es: 'Catedral de la Seu',
    fr: 'Cathédrale de la Seu',
  },
  'es-mallorca-palma-bellver-castle': {
    it: 'Castello di Bellver',
    es: 'Castillo de Bellver',
    fr: 'Château de Bellver',
  },
  'es-mallorca-alcudia-alcudia-old-town': {
    it: 'Centro storico di Alcúdia',
    es: 'Casco antiguo de Alcúdia',
    fr: 'Vieille ville d’Alcúdia',
  },
  'es-ibiza-sant-antoni-de-portmany': { es: 'San Antonio de Portmany' },
  'es-ibiza-santa-eularia-des-riu': { es: 'Santa Eulalia del Río' },
  'es-gran-canaria': { fr: 'Grande Canarie' },
  'es-gran-canaria-maspalomas-maspalomas-dunes': {
    it: 'Dune di Maspalomas',
    es: 'Dunas de Maspalomas',
    fr: 'Dunes de Maspalomas',
  },
  'es-lanzarote-playa-blanca-timanfaya-national-park': {
    it: 'Parco nazionale di Timanfaya',
    es: 'Parque Nacional de Timanfaya',
    fr: 'Parc national de Timanfaya',
  },

  // Greece
  'gr-crete': { it: 'Creta', es: 'Creta', fr: 'Crète' },
  'gr-crete-hersonissos-palace-of-knossos': {
    it: 'Palazzo di Cnosso',
    es: 'Palacio de Cnosos',
    fr: 'Palais de Cnossos',
  },
  'gr-rhodes': { it: 'Rodi', es: 'Rodas' },
  'gr-rhodes-lindos-acropolis-of-lindos': {
    it: 'Acropoli di Lindos',
    es: 'Acrópolis de Lindos',
    fr: 'Acropole de Lindos',
  },
  'gr-kos-kos-town': { it: 'Kos città', es: 'Ciudad de Kos', fr: 'Kos-Ville' },
  'gr-corfu': { it: 'Corfù', es: 'Corfú', fr: 'Corfou' },
  'gr-halkidiki': { it: 'Calcidica', es: 'Calcídica', fr: 'Chalcidique' },

  // Turkey
  'tr-turkish-riviera': { it: 'Riviera turca', es: 'Riviera turca', fr: 'Riviera turque' },
  'tr-turkish-riviera-antalya-hadrian-s-gate': {
    it: 'Porta di Adriano',
    es: 'Puerta de Adriano',
    fr: 'Porte d’Hadrien',
  },
  'tr-turkish-riviera-side-temple-of-apollo': {
    it: 'Tempio di Apollo',
    es: 'Templo de Apolo',
    fr: 'Temple d’Apollon',
  },
  'tr-turkish-aegean': {
    it: 'Costa egea turca',
    es: 'Costa egea turca',
    fr: 'Côte égéenne turque',
  },
  'tr-turkish-aegean-bodrum-castle-of-st-peter': {
    it: 'Castello di San Pietro',
    es: 'Castillo de San Pedro',
    fr: 'Château Saint-Pierre',
  },

  // Italy
  'it-sicily': { it: 'Sicilia', es: 'Sicilia', fr: 'Sicile' },
  'it-sicily-taormina': { fr: 'Taormine' },
  'it-sicily-taormina-ancient-theatre-of-taormina': {
    it: 'Teatro antico di Taormina',
    es: 'Teatro antiguo de Taormina',
    fr: 'Théâtre antique de Taormine',
  },
  'it-sardinia': { it: 'Sardegna', es: 'Cerdeña', fr: 'Sardaigne' },
  'it-apulia': { it: 'Puglia', es: 'Apulia', fr: 'Pouilles' },
  'it-lake-garda': { it: 'Lago di Garda', es: 'Lago de Garda', fr: 'Lac de Garde' },

  // Portugal
  'pt-madeira': { it: 'Madera', fr: 'Madère' },

  // Egypt
  'eg-red-sea': { it: 'Mar Rosso', es: 'Mar Rojo', fr: 'Mer Rouge' },
  'eg-sinai': { es: 'Sinaí', fr: 'Sinaï' },
  'eg-sinai-sharm-el-sheikh': { fr: 'Charm el-Cheikh' },
  'eg-sinai-sharm-el-sheikh-ras-mohammed-national-park': {
    it: 'Parco nazionale di Ras Mohammed',
    es: 'Parque Nacional de Ras Mohammed',
    fr: 'Parc national de Ras Mohammed',
  },

  // Croatia
  'hr-istria': { fr: 'Istrie' },
  'hr-istria-porec': { it: 'Parenzo' },
  'hr-istria-rovinj': { it: 'Rovigno' },
  'hr-dalmatia': { it: 'Dalmazia', es: 'Dalmacia', fr: 'Dalmatie' },
  'hr-dalmatia-split': { it: 'Spalato' },
  'hr-dalmatia-split-diocletian-s-palace': {
    it: 'Palazzo di Diocleziano',
    es: 'Palacio de Diocleciano',
    fr: 'Palais de Dioclétien',
  },

  // Cyprus
  'cy-famagusta-district': {
    it: 'Distretto di Famagosta',
    es: 'Distrito de Famagusta',
    fr: 'District de Famagouste',
  },
  'cy-limassol-district': {
    it: 'Distretto di Limassol',
    es: 'Distrito de Limasol',
    fr: 'District de Limassol',
  },
  'cy-limassol-district-limassol': { es: 'Limasol' },
  'cy-paphos-district': {
    it: 'Distretto di Pafo',
    es: 'Distrito de Pafos',
    fr: 'District de Paphos',
  },
  'cy-paphos-district-paphos': { it: 'Pafo', es: 'Pafos' },
  'cy-paphos-district-paphos-tombs-of-the-kings': {
    it: 'Tombe dei Re',
    es: 'Tumbas de los Reyes',
    fr: 'Tombeaux des Rois',
  },

  // Tunisia
  'tn-cap-bon': { it: 'Capo Bon', es: 'Cabo Bon' },
  'tn-sousse-and-monastir': {
    it: 'Sousse e Monastir',
    es: 'Sousse y Monastir',
    fr: 'Sousse et Monastir',
  },
  'tn-sousse-and-monastir-sousse-medina-of-sousse': {
    it: 'Medina di Sousse',
    es: 'Medina de Sousse',
    fr: 'Médina de Sousse',
  },

  // Bulgaria
  'bg-southern-black-sea-coast': {
    it: 'Costa meridionale del Mar Nero',
    es: 'Costa sur del mar Negro',
    fr: 'Côte sud de la mer Noire',
  },
  'bg-northern-black-sea-coast': {
    it: 'Costa settentrionale del Mar Nero',
    es: 'Costa norte del mar Negro',
    fr: 'Côte nord de la mer Noire',
  },
  'bg-northern-black-sea-coast-golden-sands': {
    it: 'Sabbie d’Oro',
    es: 'Arenas Doradas',
    fr: 'Sables d’Or',
  },
};

/** Departure airports, by IATA code; the same rule as for destinations. */
export const departureAirportNames: Readonly<Record<string, LocalNames>> = {
  HAM: { it: 'Amburgo', es: 'Hamburgo', fr: 'Hambourg' },
  BRE: { it: 'Brema', fr: 'Brême' },
  HAJ: { it: 'Hannover', es: 'Hannover', fr: 'Hanovre' },
  BER: { it: 'Berlino Brandeburgo', es: 'Berlín-Brandeburgo', fr: 'Berlin-Brandebourg' },
  LEJ: { it: 'Lipsia/Halle' },
  DRS: { it: 'Dresda', es: 'Dresde', fr: 'Dresde' },
  CGN: { it: 'Colonia/Bonn', es: 'Colonia/Bonn' },
  FRA: { it: 'Francoforte', es: 'Fráncfort', fr: 'Francfort' },
  MUC: { it: 'Monaco di Baviera', es: 'Múnich' },
  STR: { it: 'Stoccarda' },
  NUE: { it: 'Norimberga', es: 'Núremberg' },
  VIE: { it: 'Vienna', es: 'Viena', fr: 'Vienne' },
  SZG: { it: 'Salisburgo', es: 'Salzburgo', fr: 'Salzbourg' },
  ZRH: { it: 'Zurigo', es: 'Zúrich' },
  BSL: { it: 'Basilea', es: 'Basilea', fr: 'Bâle' },
  GVA: { it: 'Ginevra', es: 'Ginebra', fr: 'Genève' },
  LHR: { it: 'Londra Heathrow', es: 'Londres-Heathrow', fr: 'Londres-Heathrow' },
  LGW: { it: 'Londra Gatwick', es: 'Londres-Gatwick', fr: 'Londres-Gatwick' },
  DUB: { it: 'Dublino', es: 'Dublín' },
  FCO: { it: 'Roma Fiumicino', es: 'Roma-Fiumicino', fr: 'Rome-Fiumicino' },
  MXP: { it: 'Milano Malpensa', es: 'Milán-Malpensa', fr: 'Milan-Malpensa' },
  BCN: { it: 'Barcellona', fr: 'Barcelone' },
};

/** Arrival airports, by IATA code; the same rule as for destinations. */
export const arrivalAirportNames: Readonly<Record<string, LocalNames>> = {
  PMI: { it: 'Palma di Maiorca', fr: 'Palma de Majorque' },
  TFS: { it: 'Tenerife Sud', es: 'Tenerife Sur', fr: 'Tenerife Sud' },
  LPA: { fr: 'Grande Canarie' },
  AGP: { it: 'Malaga', fr: 'Malaga' },
  HER: { es: 'Heraclión', fr: 'Héraklion' },
  RHO: { it: 'Rodi', es: 'Rodas' },
  CFU: { it: 'Corfù', es: 'Corfú', fr: 'Corfou' },
  SKG: { it: 'Salonicco', es: 'Tesalónica', fr: 'Thessalonique' },
  FNC: { it: 'Madera', fr: 'Madère' },
  SSH: { fr: 'Charm el-Cheikh' },
  PUY: { it: 'Pola' },
  SPU: { it: 'Spalato' },
  LCA: { es: 'Lárnaca' },
  PFO: { it: 'Pafo', es: 'Pafos' },
  BOJ: { fr: 'Bourgas' },
};
