import type { ImageMediaItem, MediaCategory, VideoMediaItem } from '../../src/api/types';
import { apiPath } from '../../src/api/endpoints';
import type { CatalogueHotel, Language, LocalLanguage } from './model';
import { escapeHtml } from './html';
import { hashString } from './prng';

const categoryCycle: MediaCategory[] = [
  'hotel',
  'pool',
  'room',
  'restaurant',
  'beach',
  'room',
  'surroundings',
  'hotel',
];

/**
 * Picture titles in the added languages. German and English answers have always named the
 * category by its code ("pool"); an Italian, Spanish or French visitor reads a word of theirs.
 */
const categoryWords: Record<LocalLanguage, Record<MediaCategory, string> & { video: string }> = {
  it: {
    hotel: 'hotel',
    room: 'camera',
    pool: 'piscina',
    beach: 'spiaggia',
    restaurant: 'ristorante',
    wellness: 'benessere',
    sport: 'sport',
    surroundings: 'dintorni',
    video: 'video',
  },
  es: {
    hotel: 'hotel',
    room: 'habitación',
    pool: 'piscina',
    beach: 'playa',
    restaurant: 'restaurante',
    wellness: 'bienestar',
    sport: 'deporte',
    surroundings: 'alrededores',
    video: 'vídeo',
  },
  fr: {
    hotel: 'hôtel',
    room: 'chambre',
    pool: 'piscine',
    beach: 'plage',
    restaurant: 'restaurant',
    wellness: 'bien-être',
    sport: 'sport',
    surroundings: 'environs',
    video: 'vidéo',
  },
};

const wordsOf = (language: Language) =>
  language === 'de' || language === 'en' ? null : categoryWords[language];

export function mediaUrl(kind: string, id: string | number, file: string): string {
  return apiPath('demo_media', { kind, id, file });
}

/** Images of a hotel: 8 to 14 pictures, categories depending on its facilities. */
export function hotelImages(hotel: CatalogueHotel, language: Language = 'en'): ImageMediaItem[] {
  const words = wordsOf(language);
  const count = 8 + (hotel.id % 7);
  return Array.from({ length: count }, (_, n) => {
    let category = categoryCycle[n % categoryCycle.length] ?? 'hotel';
    if (category === 'beach' && hotel.beachDistance > 500) category = 'surroundings';
    if (n === 6 && hotel.attributes.includes('spa')) category = 'wellness';
    if (n === 7 && hotel.attributes.includes('tennis')) category = 'sport';
    return {
      link: mediaUrl('hotel', hotel.id, `${n}.svg`),
      type: 'image',
      category,
      title: `${hotel.name} – ${words?.[category] ?? category}`,
    };
  });
}

/** Videos of 4- and 5-star hotels: one or two short clips (demo/media/hotel-{n}.webm). */
export function hotelVideos(hotel: CatalogueHotel, language: Language = 'en'): VideoMediaItem[] {
  if (hotel.category < 4) return [];
  const video = wordsOf(language)?.video ?? 'video';
  return Array.from({ length: 1 + (hotel.id % 2) }, (_, n) => ({
    src: mediaUrl('video', hotel.id, `${n}.webm`),
    type: 'video/webm' as const,
    category: n === 0 ? 'hotel' : 'surroundings',
    options: {
      poster: mediaUrl('hotel', hotel.id, `${n}.svg`),
      muted: true,
      title: `${hotel.name} ${video} ${n + 1}`,
    },
  }));
}

/** A picture drawn on the fly: a two-colour gradient with a title and a subtitle. */
export function renderSvg(title: string, subtitle: string, key: string): string {
  const hue = hashString(key) % 360;
  const second = (hue + 40 + (hashString(`${key}|2`) % 80)) % 360;
  const t = escapeHtml(title);
  const s = escapeHtml(subtitle);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img"',
    ` aria-label="${t}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${second},65%,35%)"/>`,
    '</linearGradient></defs>',
    '<rect width="1200" height="800" fill="url(#g)"/>',
    '<circle cx="980" cy="170" r="90" fill="rgba(255,255,255,0.25)"/>',
    '<path d="M0 620 Q300 540 600 620 T1200 600 V800 H0Z" fill="rgba(255,255,255,0.18)"/>',
    `<text x="60" y="660" font-family="Arial, sans-serif" font-size="56" font-weight="bold" fill="#fff">${t}</text>`,
    `<text x="60" y="720" font-family="Arial, sans-serif" font-size="32" fill="#fff">${s}</text>`,
    '</svg>',
  ].join('');
}
