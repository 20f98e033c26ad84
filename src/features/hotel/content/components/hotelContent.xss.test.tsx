import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelInfo, ImageMediaItem } from '../../../../api/types';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { readXssVectors } from '../../../../testing/xssVectors';
import { galleryItems } from '../model/gallery';
import { textBlockOrder } from '../model/textBlocks';
import { testHotelInfo, testReview } from '../testing/hotelFixtures';
import { HotelAbout } from './HotelAbout';
import { HotelHead } from './HotelHead';
import { HotelReviews } from './HotelReviews';
import MediaGallery from './MediaGallery';

const vectors = readXssVectors();
/** Texts compared exactly as sent, spaces and line breaks included. */
const raw = (text: string) => text;

/** Every string the server sends for the hotel, set to the vector; every HTML block, too. */
function hostileInfo(vector: string): HotelInfo {
  const info = testHotelInfo();
  return {
    ...info,
    name: vector,
    location: {
      ...info.location,
      country: { code: 'ES', name: vector },
      region: { id: 'r1', name: `${vector} region` },
      city: { id: 'c1', name: `${vector} city` },
    },
    content: { mainImage: { link: vector }, textList: [vector] },
    textBlocks: [
      ...textBlockOrder.map((type) => ({ type, title: vector, text: vector })),
      { type: 'street', title: vector, text: vector },
    ],
    amenities: [{ code: 'pool', label: vector }],
    mobilityWarning: vector,
    media: {
      images: [
        { link: '/demo-media/hotel/1/0.svg', type: 'image', category: 'pool', title: vector },
        { link: vector, type: 'image', category: 'room', title: vector },
        // A media item may also be a plain string.
        vector as unknown as ImageMediaItem,
      ],
      videos: [
        {
          src: '/demo-media/video/1/0.mp4',
          type: 'video/mp4',
          category: 'hotel',
          options: { poster: vector, title: vector },
        },
      ],
    },
    reviewsUrl: vector,
  };
}

const hostileReviews = (vector: string) => ({
  reviews: [1, 2, 3].map((n) =>
    testReview(n, {
      title: vector,
      text: vector,
      userName: vector,
      image: vector,
      link: vector,
      date: vector,
    }),
  ),
  reviewsUrl: vector,
  total: 3,
});

/** Nothing that runs code, loads a document or restyles the page came out of the vector. */
function expectNothingActive() {
  const active = Array.from(
    document.body.querySelectorAll(
      'script, iframe, frame, object, embed, applet, form, meta, link, base, style, svg, math',
    ),
  ).filter((element) => element.tagName !== 'svg' || !element.closest('.hs-stars'));
  expect(active.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  for (const element of document.body.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect([name, element.tagName]).not.toEqual([expect.stringMatching(/^on/i), element.tagName]);
      if (/^(href|src|poster|action|formaction|xlink:href)$/i.test(name)) {
        expect(value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  }
}

describe('hotel content with hostile server strings', () => {
  it('has XSS vectors to test with', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)('renders %s as text, or as sanitised HTML in text blocks', async (vector) => {
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const confirmSpy = jest.spyOn(window, 'confirm').mockImplementation(() => false);
    const promptSpy = jest.spyOn(window, 'prompt').mockImplementation(() => null);
    const user = userEvent.setup();
    const info = hostileInfo(vector);
    renderWithProviders(
      <>
        <HotelHead info={info} showRating onOpenGallery={jest.fn()} />
        <HotelAbout info={info} />
        <HotelReviews status="resolved" data={hostileReviews(vector)} onRetry={jest.fn()} />
        <MediaGallery
          items={galleryItems(info.media)}
          hotelName={vector}
          preferVideo={false}
          onClose={jest.fn()}
        />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'See all details' }));
    await user.click(screen.getByRole('button', { name: 'View more reviews' }));

    // Plain server strings are text, exactly as sent.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vector);
    expect(
      screen.getByText(`${vector} city, ${vector} region, ${vector}`, { normalizer: raw }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note').textContent).toContain(vector.trim());
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    const articles = within(reviews).getAllByRole('article');
    expect(articles).toHaveLength(3);
    for (const article of articles) {
      expect(within(article).getByRole('heading').textContent).toBe(vector);
      expect(within(article).getAllByText(vector, { normalizer: raw }).length).toBe(3);
      // Addresses that are not http(s) or a site path are dropped, not linked.
      expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    }
    const gallery = screen.getByRole('dialog');
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe(vector);

    expectNothingActive();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(promptSpy).not.toHaveBeenCalled();
  });
});
