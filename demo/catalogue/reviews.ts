import type { Review } from '../../src/api/types';
import { addDays } from './dates';
import type { Catalogue, CatalogueHotel, Language } from './model';
import { hashUnit } from './prng';
import { reviewSites } from './linkOrigins';

const firstNames = [
  'Anna',
  'Thomas',
  'Julia',
  'Michael',
  'Sabine',
  'Jan',
  'Laura',
  'Peter',
  'Emma',
  'Oliver',
  'Sophie',
  'Daniel',
  'Claire',
  'James',
  'Lucy',
  'Marco',
];
const lastInitials = 'ABCDEFGHKLMNPRSTW';

const phrases: Record<Language, { titles: string[]; good: string[]; bad: string[] }> = {
  de: {
    titles: [
      'Traumurlaub!',
      'Sehr zu empfehlen',
      'Gutes Preis-Leistungs-Verhältnis',
      'Schöne Anlage, kleine Schwächen',
      'Wir kommen wieder',
      'Ideal für Familien',
      'Leider enttäuscht',
    ],
    good: [
      'Das Personal war ausgesprochen freundlich.',
      'Das Essen war abwechslungsreich und lecker.',
      'Die Zimmer waren sauber und geräumig.',
      'Der Pool ist ein Traum.',
      'Die Lage am Strand ist perfekt.',
    ],
    bad: [
      'Das WLAN war im Zimmer etwas langsam.',
      'Abends war es an der Bar recht laut.',
      'Die Liegen am Pool waren früh belegt.',
      'Der Transfer dauerte länger als erwartet.',
    ],
  },
  en: {
    titles: [
      'Dream holiday!',
      'Highly recommended',
      'Great value for money',
      'Lovely hotel, minor flaws',
      'We will be back',
      'Ideal for families',
      'Disappointing',
    ],
    good: [
      'The staff were exceptionally friendly.',
      'The food was varied and delicious.',
      'The rooms were clean and spacious.',
      'The pool is a dream.',
      'The beachfront location is perfect.',
    ],
    bad: [
      'The Wi-Fi in the room was a bit slow.',
      'The bar was rather loud in the evening.',
      'Sunbeds by the pool were taken early.',
      'The transfer took longer than expected.',
    ],
  },
  it: {
    titles: [
      'Vacanza da sogno!',
      'Assolutamente consigliato',
      'Ottimo rapporto qualità-prezzo',
      'Bella struttura, qualche piccolo difetto',
      'Ci torneremo',
      'Ideale per le famiglie',
      'Purtroppo deludente',
    ],
    good: [
      'Il personale è stato gentilissimo.',
      'Il cibo era vario e buonissimo.',
      'Le camere erano pulite e spaziose.',
      'La piscina è un sogno.',
      'La posizione sulla spiaggia è perfetta.',
    ],
    bad: [
      'Il Wi-Fi in camera era un po’ lento.',
      'La sera al bar c’era parecchio rumore.',
      'I lettini in piscina erano occupati già di prima mattina.',
      'Il trasferimento è durato più del previsto.',
    ],
  },
  es: {
    titles: [
      '¡Unas vacaciones de ensueño!',
      'Muy recomendable',
      'Excelente relación calidad-precio',
      'Bonito hotel, con pequeños fallos',
      'Volveremos',
      'Ideal para familias',
      'Una decepción',
    ],
    good: [
      'El personal fue muy amable.',
      'La comida era variada y deliciosa.',
      'Las habitaciones estaban limpias y eran amplias.',
      'La piscina es un sueño.',
      'La ubicación junto a la playa es perfecta.',
    ],
    bad: [
      'El wifi de la habitación iba algo lento.',
      'Por la noche había bastante ruido en el bar.',
      'Las hamacas de la piscina se ocupaban muy temprano.',
      'El traslado tardó más de lo previsto.',
    ],
  },
  fr: {
    titles: [
      'Des vacances de rêve !',
      'Vivement recommandé',
      'Excellent rapport qualité-prix',
      'Bel hôtel, quelques petits défauts',
      'Nous reviendrons',
      'Idéal pour les familles',
      'Décevant',
    ],
    good: [
      'Le personnel était d’une grande gentillesse.',
      'La cuisine était variée et délicieuse.',
      'Les chambres étaient propres et spacieuses.',
      'La piscine est un rêve.',
      'L’emplacement en bord de plage est parfait.',
    ],
    bad: [
      'Le Wi-Fi était un peu lent dans la chambre.',
      'Le bar était assez bruyant le soir.',
      'Les transats autour de la piscine étaient pris très tôt.',
      'Le transfert a duré plus longtemps que prévu.',
    ],
  },
};

function at<T>(items: readonly T[], unit: number): T {
  const item = items[Math.floor(unit * items.length) % items.length];
  if (item === undefined) throw new Error('empty phrase list');
  return item;
}

/** Reviews on the 6-point scale, spread around the hotel's holidaycheck average. */
export function hotelReviews(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  language: Language,
  limit: number,
): Review[] {
  const words = phrases[language];
  const count = Math.min(
    limit,
    hotel.reviewsCount,
    6 + Math.floor(hashUnit(catalogue.seed, 'rc', hotel.id) * 10),
  );
  return Array.from({ length: count }, (_, n) => {
    const u = (salt: string) => hashUnit(catalogue.seed, 'review', hotel.id, n, salt);
    const rating = Math.max(
      1,
      Math.min(6, Math.round((hotel.ratings.holidaycheck + (u('r') - 0.5) * 2) * 10) / 10),
    );
    const good = at(words.good, u('g'));
    const alsoGood = at(words.good, u('g2'));
    const text =
      rating < 3.5
        ? `${at(words.bad, u('b'))} ${good}`
        : `${good} ${alsoGood === good ? '' : alsoGood} ${u('b2') < 0.4 ? at(words.bad, u('b')) : ''}`
            .replace(/\s+/g, ' ')
            .trim();
    const title =
      rating < 3.5 ? at(words.titles.slice(-1), 0) : at(words.titles.slice(0, -1), u('t'));
    return {
      title,
      image: `/demo-media/avatar/${hotel.id}/${n}.svg`,
      rating,
      date: addDays(catalogue.today, -Math.floor(u('d') * 720) - 3),
      text,
      userName: `${at(firstNames, u('n'))} ${at([...lastInitials], u('l'))}.`,
      link: `${reviewSites.reviews}/hotel/${hotel.giataCode}/review/${n + 1}`,
    };
  }).sort((a, b) => b.date.localeCompare(a.date));
}
