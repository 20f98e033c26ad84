import type { HotelInfo, HotelTextBlock, Review } from '../../../../api/types';
import { testHotel } from '../../../../testing/resultItems';
import { textBlockOrder } from '../model/textBlocks';

/** Test fixtures shaped like the demo host's hotel info and reviews, with overridable parts. */
export function testTextBlocks(): HotelTextBlock[] {
  const blocks: HotelTextBlock[] = textBlockOrder.map((type) => ({
    type,
    title: `Title ${type}`,
    text: `<p>Text of ${type}</p>`,
  }));
  // Sent out of order, with the address parts among them, the way the backend sends them.
  return [
    { type: 'street', title: 'Street', text: 'Carrer de la Mar 12' },
    ...blocks.reverse(),
    { type: 'zip', title: 'Postcode', text: '07001' },
    { type: 'city', title: 'City', text: 'Palma' },
    { type: 'country', title: 'Country', text: 'Spain' },
  ];
}

export function testHotelInfo(overrides: Partial<HotelInfo> = {}): HotelInfo {
  return {
    // The result item's hotel, with the hotel page's main image and no thumbnails.
    ...testHotel({
      content: { mainImage: { link: '/demo-media/hotel/4711/0.svg' }, textList: [] },
      thumbnails: [],
    }),
    address: { street: 'Carrer de la Mar 12', zip: '07001', city: 'Palma', country: 'Spain' },
    textBlocks: testTextBlocks(),
    amenities: [
      { code: 'pool', label: 'Pool' },
      { code: 'wifi', label: 'Free Wi-Fi' },
    ],
    media: {
      images: [
        { link: '/demo-media/hotel/4711/0.svg', type: 'image', category: 'hotel', title: 'Lobby' },
        { link: '/demo-media/hotel/4711/1.svg', type: 'image', category: 'pool', title: 'Pool 1' },
        { link: '/demo-media/hotel/4711/2.svg', type: 'image', category: 'room', title: 'Room' },
        { link: '/demo-media/hotel/4711/3.svg', type: 'image', category: 'pool', title: 'Pool 2' },
      ],
      videos: [
        {
          src: '/demo-media/video/4711/0.mp4',
          type: 'video/mp4',
          category: 'beach',
          options: { poster: '/demo-media/hotel/4711/0.svg', muted: true, title: 'Beach video' },
        },
      ],
    },
    mobilityWarning: 'The hotel is built on a slope with many steps.',
    reviewsUrl: 'https://reviews.demo.invalid/hotel/12345',
    ...overrides,
  };
}

export function testReview(n: number, overrides: Partial<Review> = {}): Review {
  return {
    title: `Review title ${n}`,
    image: `/demo-media/avatar/4711/${n}.svg`,
    rating: 5.5 - n / 10,
    date: `2026-0${(n % 9) + 1}-15`,
    text: `Review text ${n}`,
    userName: `Guest ${n}`,
    link: `https://reviews.demo.invalid/hotel/12345/review/${n}`,
    ...overrides,
  };
}

export const testReviews = (count: number): Review[] =>
  Array.from({ length: count }, (_, n) => testReview(n + 1));
