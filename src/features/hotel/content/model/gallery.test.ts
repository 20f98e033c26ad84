import fc from 'fast-check';
import type { ImageMediaItem, MediaCategory, VideoMediaItem } from '../../../../api/types';
import {
  galleryFilters,
  galleryItems,
  itemsOf,
  mediaCategories,
  startIndex,
  stepIndex,
} from './gallery';

const image = (category: MediaCategory, n = 0): ImageMediaItem => ({
  link: `/demo-media/hotel/1/${category}-${n}.svg`,
  type: 'image',
  category,
});
const video = (category: MediaCategory, n = 0): VideoMediaItem => ({
  src: `/demo-media/video/1/${category}-${n}.mp4`,
  type: 'video/mp4',
  category,
  options: { poster: '/demo-media/hotel/1/0.svg', muted: true },
});

const category = fc.constantFrom(...mediaCategories);

describe('media gallery rules', () => {
  it('lists images first, then videos', () => {
    const items = galleryItems({
      images: [image('pool'), image('hotel')],
      videos: [video('hotel'), video('beach')],
    });
    expect(items.map((item) => item.kind)).toEqual(['image', 'image', 'video', 'video']);
  });

  it("offers 'all' first and only categories that exist among images or videos", () => {
    const items = galleryItems({
      images: [image('room'), image('pool')],
      videos: [video('beach')],
    });
    expect(galleryFilters(items)).toEqual(['all', 'room', 'pool', 'beach']);
  });

  it('accepts plain link strings as images, shown under all only', () => {
    const items = galleryItems({ images: ['/x.svg', image('pool')], videos: [] });
    expect(items[0]).toEqual({ kind: 'image', src: '/x.svg' });
    expect(galleryFilters(items)).toEqual(['all', 'pool']);
    expect(itemsOf(items, 'all')).toHaveLength(2);
  });

  it('drops media whose address is not http(s) or a site path', () => {
    const items = galleryItems({
      images: [{ ...image('pool'), link: 'javascript:alert(1)' }],
      videos: [{ ...video('hotel'), options: { poster: 'javascript:alert(1)' } }],
    });
    expect(items).toEqual([expect.objectContaining({ kind: 'video', poster: undefined })]);
  });

  it('opens on the first video only when the video button was used and a video exists', () => {
    const items = galleryItems({
      images: [image('pool'), image('room')],
      videos: [video('hotel')],
    });
    expect(startIndex(items, true)).toBe(2);
    expect(startIndex(items, false)).toBe(0);
    expect(startIndex(galleryItems({ images: [image('pool')], videos: [] }), true)).toBe(0);
  });

  it('keeps every category with items and nothing else, each filter showing only its own', () => {
    fc.assert(
      fc.property(
        fc.array(category, { maxLength: 20 }),
        fc.array(category, { maxLength: 4 }),
        (im, vi) => {
          const items = galleryItems({
            images: im.map((c, n) => image(c, n)),
            videos: vi.map((c, n) => video(c, n)),
          });
          const filters = galleryFilters(items);
          expect(filters[0]).toBe('all');
          expect(new Set(filters.slice(1))).toEqual(new Set([...im, ...vi]));
          for (const filter of filters.slice(1)) {
            const shown = itemsOf(items, filter);
            expect(shown.length).toBeGreaterThan(0);
            expect(shown.every((item) => item.category === filter)).toBe(true);
          }
          expect(itemsOf(items, 'all')).toHaveLength(im.length + vi.length);
        },
      ),
    );
  });

  it('steps around in a circle, never leaving the list', () => {
    expect(stepIndex(11, 1, 12)).toBe(0);
    expect(stepIndex(0, -1, 12)).toBe(11);
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 1, max: 30 }),
        (i, by, n) => {
          const next = stepIndex(i % n, by, n);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(n);
          expect(stepIndex(next, -by, n)).toBe(i % n);
        },
      ),
    );
  });
});
