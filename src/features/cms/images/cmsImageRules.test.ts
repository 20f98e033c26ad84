import fc from 'fast-check';
import { cdnUrl, imageSource, slotSizes, slotSources, type ImageRewrite } from './cmsImageRules';

const rule: ImageRewrite = {
  cloudPrefix: 'https://res.cloud.example/brand/',
  cdnPrefix: 'https://cdn.brand.example/img/w_{width},h_{height},f_webp/',
};

const pathPart = fc.stringMatching(/^[a-z0-9][a-z0-9/_-]{0,30}\.(jpg|png|svg)$/);

describe('CMS image sizes and the CDN rule', () => {
  it('gives every slot only sizes from the list of teaser image sizes', () => {
    const specSizes = new Set([
      '360x180',
      '270x180',
      '420x300',
      '1140x330',
      '1920x480',
      '360x280',
      '360x220',
      '380x230',
      '460x700',
      '1920x800',
      '400x250',
      '920x380',
    ]);
    for (const { small, medium } of Object.values(slotSizes)) {
      expect(specSizes).toContain(`${small.width}x${small.height}`);
      expect(specSizes).toContain(`${medium.width}x${medium.height}`);
    }
    // One by one: offer teaser, background, promotion, overlay.
    expect(slotSizes.imageOffer).toEqual({
      small: { width: 360, height: 220 },
      medium: { width: 380, height: 230 },
    });
    expect(slotSizes.hero).toEqual({
      small: { width: 460, height: 700 },
      medium: { width: 1920, height: 800 },
    });
    expect(slotSizes.promotion).toEqual({
      small: { width: 420, height: 300 },
      medium: { width: 1920, height: 480 },
    });
    expect(slotSizes.overlay).toEqual({
      small: { width: 400, height: 250 },
      medium: { width: 920, height: 380 },
    });
  });

  it('rewrites an image on the cloud host to the CDN prefix in the asked size, over http or https', () => {
    fc.assert(
      fc.property(
        pathPart,
        fc.constantFrom('https:', 'http:', ''),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        (rest, scheme, width, height) => {
          const url = `${scheme}//res.cloud.example/brand/${rest}`;
          expect(cdnUrl(url, { width, height }, rule)).toBe(
            `https://cdn.brand.example/img/w_${width},h_${height},f_webp/${rest}`,
          );
        },
      ),
    );
  });

  it('keeps every other image as it is, and every image when the host sets no rule', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        fc.pre(!url.replace(/^https?:/, '').startsWith('//res.cloud.example/brand/'));
        expect(cdnUrl(url, { width: 360, height: 180 }, rule)).toBe(url);
        expect(cdnUrl(url, { width: 360, height: 180 }, undefined)).toBe(url);
      }),
    );
    expect(
      cdnUrl(
        'https://res.cloud.example/brand/a.jpg',
        { width: 1, height: 1 },
        { cloudPrefix: '', cdnPrefix: rule.cdnPrefix },
      ),
    ).toBe('https://res.cloud.example/brand/a.jpg');
  });

  it('prefers the https variant and asks the CDN for both of the slot sizes', () => {
    const image = {
      url: 'http://res.cloud.example/brand/hero.jpg',
      secure_url: 'https://res.cloud.example/brand/hero.jpg',
      alt: 'Beach',
    };
    expect(imageSource(image)).toBe(image.secure_url);
    expect(imageSource({ ...image, secure_url: '' })).toBe(image.url);
    expect(slotSources(image, 'promotion', rule)).toEqual({
      small: 'https://cdn.brand.example/img/w_420,h_300,f_webp/hero.jpg',
      medium: 'https://cdn.brand.example/img/w_1920,h_480,f_webp/hero.jpg',
    });
  });
});
