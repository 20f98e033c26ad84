import { galleryUrls } from './leadImage';

describe('galleryUrls', () => {
  it('keeps web and site addresses of the thumbnails, in order', () => {
    expect(
      galleryUrls(['https://img.example/a.jpg', { link: '/images/b.jpg' } as never], undefined),
    ).toEqual(['https://img.example/a.jpg', '/images/b.jpg']);
  });

  it('drops addresses of other schemes, and falls back to a main image that is safe', () => {
    expect(
      galleryUrls(['javascript:alert(1)', 'data:image/png;base64,AA'], '/images/main.jpg'),
    ).toEqual(['/images/main.jpg']);
    expect(galleryUrls(['javascript:alert(1)'], ' JaVaScRiPt:alert(1)')).toEqual([]);
  });
});
