import type { HotelTextBlock, HotelTextBlockType } from '../../src/api/types';
import { arrivalAirports } from './places';
import { attributeLabels, boardLabels, label, roomLabels } from './lexicon';
import { escapeHtml, list, paragraphs } from './html';
import { localAddressTitles, localHotelTexts, type HotelFacts } from './hotelTextsLocal';
import { airportNameIn, isLocalLanguage, nameOrEmpty, tagOfLanguage } from './language';
import type { Catalogue, CatalogueHotel, Language } from './model';
import { hashUnit } from './prng';

type Texts = Record<HotelTextBlockType, { title: string; text: string }>;

const titles: Record<HotelTextBlockType, { en: string; de: string }> = {
  intro: { en: 'Welcome', de: 'Willkommen' },
  location: { en: 'Location', de: 'Lage' },
  facility: { en: 'Facilities', de: 'Ausstattung' },
  room: { en: 'Rooms', de: 'Zimmer' },
  board: { en: 'Board', de: 'Verpflegung' },
  beach: { en: 'Beach', de: 'Strand' },
  kids: { en: 'For children', de: 'Für Kinder' },
  sport: { en: 'Sport', de: 'Sport' },
  sport_free: { en: 'Free sports', de: 'Sport inklusive' },
  sport_with_fee: { en: 'Sports for a fee', de: 'Sport gegen Gebühr' },
  wellness: { en: 'Wellness', de: 'Wellness' },
  entertainment: { en: 'Entertainment', de: 'Unterhaltung' },
  additional_info: { en: 'Good to know', de: 'Gut zu wissen' },
  important_info: { en: 'Important information', de: 'Wichtige Hinweise' },
  construction_sites: { en: 'Construction work', de: 'Bauarbeiten' },
};

/**
 * Text blocks of every kind, written from the hotel's facts in every language: German and English
 * here, Italian, Spanish and French from their templates in hotelTextsLocal.ts.
 */
export function hotelTextBlocks(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  language: Language,
): HotelTextBlock[] {
  const de = language === 'de';
  const city = catalogue.destinations.get(hotel.cityId);
  const region = catalogue.destinations.get(hotel.regionId);
  const country = catalogue.destinations.get(hotel.countryId);
  const place = (node: typeof city) => escapeHtml((de ? node?.nameDe : node?.name) ?? '');
  const name = escapeHtml(hotel.name);
  const has = (code: string) => hotel.attributes.includes(code);
  const u = (salt: string) => hashUnit(catalogue.seed, 'text', hotel.id, salt);
  const airport = arrivalAirports.find((a) => a.code === region?.airport);
  const airportKm = 8 + Math.round(u('airport') * 55);
  const centreKm = (0.3 + u('centre') * 6).toFixed(1);
  const beachText =
    hotel.beachDistance <= 80
      ? de
        ? 'direkt am Strand'
        : 'right on the beach'
      : `${hotel.beachDistance} m ${de ? 'vom Strand entfernt' : 'from the beach'}`;
  const sandy = u('sand') < 0.6;
  const stars = hotel.category > 0 ? `${hotel.category}` : '';
  const facilities = hotel.attributes.map((code) => label(attributeLabels, code, language));
  const rooms = hotel.rooms.map((room) => label(roomLabels, room.code, language));
  const boards = hotel.boards.map((code) => boardLabels[code][language]);
  const tax = (1 + u('tax') * 3).toFixed(2);
  const construction = u('works') < 0.1;

  if (isLocalLanguage(language)) {
    const tag = tagOfLanguage[language];
    const local = (node: typeof city) => escapeHtml(nameOrEmpty(node, language));
    const facts: HotelFacts = {
      name,
      stars: hotel.category,
      city: local(city),
      region: local(region),
      airport: escapeHtml(airport ? airportNameIn(airport, language) : ''),
      airportKm,
      centreKm: new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).format(Number(centreKm)),
      beachDistance: hotel.beachDistance,
      sandy,
      facilities: facilities.map(escapeHtml),
      rooms,
      boards,
      tax: new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(Number(tax)),
      construction,
      has,
    };
    const localTexts = localHotelTexts[language](facts);
    const address = localAddressTitles[language];
    return (Object.keys(titles) as HotelTextBlockType[])
      .map((type): HotelTextBlock => ({ type, ...localTexts[type] }))
      .concat([
        { type: 'street', title: address.street, text: escapeHtml(hotel.street) },
        { type: 'zip', title: address.zip, text: hotel.zip },
        { type: 'city', title: address.city, text: local(city) },
        { type: 'country', title: address.country, text: local(country) },
      ]);
  }

  const texts: Texts = {
    intro: {
      title: titles.intro[language],
      text: de
        ? paragraphs(
            `Das ${name} ist ein ${stars ? `${stars}-Sterne-Haus` : 'familiär geführtes Haus'} in ${place(city)} (${place(region)}) und liegt ${beachText}.`,
            'Gäste schätzen die entspannte Atmosphäre, den freundlichen Service und die gepflegte Anlage.',
          )
        : paragraphs(
            `The ${name} is a ${stars ? `${stars}-star hotel` : 'family-run hotel'} in ${place(city)} (${place(region)}), ${beachText}.`,
            'Guests love the relaxed atmosphere, the friendly service and the well-kept grounds.',
          ),
    },
    location: {
      title: titles.location[language],
      text: de
        ? paragraphs(
            `Das Zentrum von ${place(city)} ist ${centreKm} km entfernt. Zum Flughafen ${escapeHtml(airport?.name ?? '')} sind es etwa ${airportKm} km.`,
            'Restaurants, Bars und Geschäfte erreichen Sie bequem zu Fuß oder mit dem Bus.',
          )
        : paragraphs(
            `The centre of ${place(city)} is ${centreKm} km away; ${escapeHtml(airport?.name ?? '')} airport is about ${airportKm} km away.`,
            'Restaurants, bars and shops are within walking distance or a short bus ride.',
          ),
    },
    facility: {
      title: titles.facility[language],
      text:
        (de ? paragraphs('Die Anlage bietet:') : paragraphs('The hotel offers:')) +
        list(facilities.map(escapeHtml)),
    },
    room: {
      title: titles.room[language],
      text: de
        ? paragraphs(
            `Zur Wahl stehen: ${rooms.join(', ')}. Alle Zimmer haben Bad oder Dusche/WC, Föhn, Telefon, Sat-TV, Safe und Balkon oder Terrasse.`,
          )
        : paragraphs(
            `Choose from: ${rooms.join(', ')}. All rooms have a bath or shower/WC, hairdryer, telephone, satellite TV, safe and a balcony or terrace.`,
          ),
    },
    board: {
      title: titles.board[language],
      text: de
        ? paragraphs(
            `Buchbar: ${boards.join(', ')}. Das Hauptrestaurant serviert Buffets mit Showcooking; à-la-carte-Restaurants gegen Gebühr.`,
          )
        : paragraphs(
            `Bookable: ${boards.join(', ')}. The main restaurant serves buffets with show cooking; à la carte restaurants for a fee.`,
          ),
    },
    beach: {
      title: titles.beach[language],
      text: de
        ? paragraphs(
            `Der ${sandy ? 'feinsandige' : 'Kiesel-'}strand liegt ${beachText}. Liegen und Sonnenschirme gegen Gebühr.`,
          )
        : paragraphs(
            `The ${sandy ? 'fine sandy' : 'pebble'} beach is ${beachText}. Sunbeds and parasols for a fee.`,
          ),
    },
    kids: {
      title: titles.kids[language],
      text: has('kidsClub')
        ? de
          ? paragraphs(
              'Miniclub (4 bis 12 Jahre) mit Betreuung, Kinderbecken, Spielplatz und Kinderbuffet.',
            )
          : paragraphs(
              "Mini club (ages 4 to 12) with supervision, children's pool, playground and kids' buffet.",
            )
        : has('adultsOnly')
          ? de
            ? paragraphs('Das Hotel nimmt Gäste ab 16 Jahren auf.')
            : paragraphs('The hotel welcomes guests aged 16 and over.')
          : de
            ? paragraphs('Kinderbecken und Kinderbetten auf Anfrage.')
            : paragraphs("Children's pool; cots on request."),
    },
    sport: {
      title: titles.sport[language],
      text: de
        ? paragraphs('Fitness, Wassersport und Ausflüge organisiert das Team an der Rezeption.')
        : paragraphs('The reception team organises fitness, water sports and excursions.'),
    },
    sport_free: {
      title: titles.sport_free[language],
      text: list(
        de
          ? [
              'Beachvolleyball',
              'Wassergymnastik',
              'Tischtennis',
              has('fitness') ? 'Fitnessraum' : 'Boccia',
            ]
          : [
              'Beach volleyball',
              'Aqua aerobics',
              'Table tennis',
              has('fitness') ? 'Gym' : 'Boules',
            ],
      ),
    },
    sport_with_fee: {
      title: titles.sport_with_fee[language],
      text: list(
        de
          ? [
              has('diving') ? 'Tauchkurse' : 'Stand-up-Paddling',
              has('tennis') ? 'Tennisunterricht' : 'Fahrradverleih',
              has('golf') ? 'Golf (Shuttle)' : 'Wasserski',
            ]
          : [
              has('diving') ? 'Diving courses' : 'Stand-up paddling',
              has('tennis') ? 'Tennis lessons' : 'Bike hire',
              has('golf') ? 'Golf (shuttle)' : 'Water skiing',
            ],
      ),
    },
    wellness: {
      title: titles.wellness[language],
      text: has('spa')
        ? de
          ? paragraphs('Spa mit Sauna, Dampfbad, Hamam und Massagen (gegen Gebühr).')
          : paragraphs('Spa with sauna, steam room, hammam and massages (for a fee).')
        : de
          ? paragraphs('Massagen auf Anfrage an der Rezeption.')
          : paragraphs('Massages on request at reception.'),
    },
    entertainment: {
      title: titles.entertainment[language],
      text: de
        ? paragraphs('Tagsüber Animation am Pool, abends Live-Musik und Shows.')
        : paragraphs('Daytime activities by the pool; live music and shows in the evening.'),
    },
    additional_info: {
      title: titles.additional_info[language],
      text: de
        ? paragraphs('Check-in ab 14:00 Uhr, Check-out bis 11:00 Uhr. WLAN in der ganzen Anlage.')
        : paragraphs('Check-in from 2 pm, check-out until 11 am. Wi-Fi throughout the hotel.'),
    },
    important_info: {
      title: titles.important_info[language],
      text: de
        ? paragraphs(`Vor Ort wird eine Kurtaxe von ${tax} EUR pro Person und Nacht erhoben.`)
        : paragraphs(`A tourist tax of EUR ${tax} per person per night is payable locally.`),
    },
    construction_sites: {
      title: titles.construction_sites[language],
      text: construction
        ? de
          ? paragraphs('Im Poolbereich wird renoviert; tagsüber kann es zu Lärm kommen.')
          : paragraphs('The pool area is being renovated; expect some noise during the day.')
        : de
          ? paragraphs('Derzeit sind keine Bauarbeiten bekannt.')
          : paragraphs('No construction work is currently known.'),
    },
  };

  const blocks: HotelTextBlock[] = (Object.keys(titles) as HotelTextBlockType[]).map((type) => ({
    type,
    ...texts[type],
  }));
  // Address parts come as blocks too, the way the real backend sends them; the shop drops them.
  return blocks.concat([
    { type: 'street', title: de ? 'Straße' : 'Street', text: escapeHtml(hotel.street) },
    { type: 'zip', title: de ? 'PLZ' : 'Postcode', text: hotel.zip },
    { type: 'city', title: de ? 'Ort' : 'City', text: place(city) },
    { type: 'country', title: de ? 'Land' : 'Country', text: place(country) },
  ]);
}
