import type { Bepper, HotelInfo, RatingSummary, SearchHotel } from '../../src/api/types';
import { airTemp, waterTemp } from './climate';
import { monthOfDay, toDayNumber } from './dates';
import { hotelTextBlocks } from './hotelTexts';
import { attributeIcons, attributeLabels, label } from './lexicon';
import { hotelImages, hotelVideos } from './media';
import { nameOrEmpty as nameOf } from './language';
import type { Catalogue, CatalogueHotel, Language } from './model';
import { hashUnit } from './prng';
import { reviewSites } from './linkOrigins';

/** One summary per rating provider; holidaycheck uses the 6-point scale. */
export function ratingSummaries(hotel: CatalogueHotel): RatingSummary[] {
  const base = {
    reviewsCount: hotel.reviewsCount,
    recommendationsTotal: hotel.recommendation,
  };
  return [
    {
      type: 'holidaycheck',
      averageRating: hotel.ratings.holidaycheck,
      scale: 6,
      url: `${reviewSites.holidaycheck}/hotel/${hotel.giataCode}`,
      ...base,
    },
    {
      type: 'trustyou',
      averageRating: hotel.ratings.trustyou,
      scale: 5,
      url: `${reviewSites.trustyou}/hotel/${hotel.giataCode}`,
      ...base,
      reviewsCount: Math.round(hotel.reviewsCount * 2.4),
    },
    {
      type: 'tripadvisor',
      averageRating: hotel.ratings.tripadvisor,
      scale: 5,
      url: `${reviewSites.tripadvisor}/hotel/${hotel.giataCode}`,
      ...base,
      reviewsCount: Math.round(hotel.reviewsCount * 1.7),
    },
  ];
}

/** hotels[0] of a search result. `month` adds the weather fields of destination products. */
export function searchHotel(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  language: Language,
  withWeather = false,
): SearchHotel {
  const city = catalogue.destinations.get(hotel.cityId);
  const region = catalogue.destinations.get(hotel.regionId);
  const country = catalogue.destinations.get(hotel.countryId);
  const images = hotelImages(hotel);
  const month = monthOfDay(toDayNumber(catalogue.today));
  const climate = city?.climate ?? 'balearic';
  const textList = hotel.attributes
    .slice(0, 3)
    .map((code) => label(attributeLabels, code, language));
  return {
    id: hotel.id,
    giataCode: hotel.giataCode,
    name: hotel.name,
    slugName: hotel.slugName,
    slugPath: hotel.slugPath,
    category: hotel.category,
    location: {
      country: { code: country?.countryCode ?? '', name: nameOf(country, language) },
      region: { id: hotel.regionId, name: nameOf(region, language) },
      city: { id: hotel.cityId, name: nameOf(city, language) },
      geoCode: { latitude: hotel.lat, longitude: hotel.lng },
      ...(withWeather
        ? { avgAirTemp: airTemp(climate, month), avgWaterTemp: waterTemp(climate, month) }
        : {}),
    },
    content: { mainImage: { link: images[0]?.link ?? '' }, textList },
    hotelAttributes: hotel.attributes.map((code) => ({
      code,
      label: label(attributeLabels, code, language),
    })),
    ratings: {
      averageRating: hotel.ratings.holidaycheck,
      reviewsCount: hotel.reviewsCount,
      recommendationsTotal: hotel.recommendation,
    },
    ratingSummaries: ratingSummaries(hotel),
    features: [
      {
        type: 'destination',
        value: { staticGroupId: city?.staticGroupId ?? 0, name: nameOf(city, language) },
      },
    ],
    thumbnails: images.slice(0, 5).map((image) => image.link),
    ...(hotel.collection ? { collection: hotel.collection } : {}),
  };
}

const mobilityWarnings: Record<Language, string> = {
  de: 'Die Anlage liegt am Hang und hat viele Treppen; für Gäste mit eingeschränkter Mobilität nur bedingt geeignet.',
  en: 'The hotel is built on a slope with many steps; it is only partly suitable for guests with reduced mobility.',
  it: 'La struttura sorge su un pendio e ha molti gradini: è adatta solo in parte agli ospiti con mobilità ridotta.',
  es: 'El hotel está construido en una ladera y tiene muchos escalones; solo es parcialmente adecuado para huéspedes con movilidad reducida.',
  fr: 'L’établissement est construit à flanc de colline et compte de nombreuses marches : il ne convient que partiellement aux personnes à mobilité réduite.',
};

export function hotelInfo(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  language: Language,
): HotelInfo {
  const base = searchHotel(catalogue, hotel, language);
  const steep = hashUnit(catalogue.seed, 'slope', hotel.id) < 0.15;
  return {
    ...base,
    address: {
      street: hotel.street,
      zip: hotel.zip,
      city: base.location.city.name,
      country: base.location.country.name,
    },
    textBlocks: hotelTextBlocks(catalogue, hotel, language),
    amenities: base.hotelAttributes,
    media: { images: hotelImages(hotel, language), videos: hotelVideos(hotel, language) },
    ...(steep ? { mobilityWarning: mobilityWarnings[language] } : {}),
    reviewsUrl: `${reviewSites.holidaycheck}/hotel/${hotel.giataCode}/reviews`,
  };
}

const bepperLabels: Record<'transfer' | 'guestFavourite', Record<Language, string>> = {
  transfer: {
    en: 'Transfer included',
    de: 'Transfer inklusive',
    it: 'Trasferimento incluso',
    es: 'Traslado incluido',
    fr: 'Transfert inclus',
  },
  guestFavourite: {
    en: 'Guest favourite',
    de: 'Gästeliebling',
    it: 'Il preferito dagli ospiti',
    es: 'Favorito de los huéspedes',
    fr: 'Coup de cœur des clients',
  },
};

/** Short selling points shown as badges. */
export function hotelBeppers(hotel: CatalogueHotel, language: Language): Bepper[] {
  const beppers: Bepper[] = [];
  const add = (code: string, text: string, icon: string) =>
    beppers.push({ code, label: text, icon });
  for (const code of ['beach', 'adultsOnly', 'kidsClub', 'spa']) {
    if (hotel.attributes.includes(code))
      add(code, label(attributeLabels, code, language), attributeIcons[code] ?? 'check');
  }
  if (hotel.transferIncluded) add('transfer', bepperLabels.transfer[language], 'bus');
  if (hotel.recommendation >= 90)
    add('guestFavourite', bepperLabels.guestFavourite[language], 'heart');
  // The collection's name is a brand: the same in every language.
  if (hotel.collection) add('collection', hotel.collection, 'star');
  return beppers;
}
