import { leadImageProps, preloadLeadImage } from './leadImage';

const links = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => links().forEach((link) => link.remove()));

describe('the lead image', () => {
  it('is preloaded with high priority, once per address', () => {
    preloadLeadImage('/media/a.jpg');
    preloadLeadImage('/media/a.jpg');
    preloadLeadImage('/media/b.jpg');
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/media/a.jpg',
      '/media/b.jpg',
    ]);
    for (const link of links()) expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('is never lazy and asks for high priority as an attribute the browser reads', () => {
    const image = document.createElement('img');
    for (const [name, value] of Object.entries(leadImageProps)) image.setAttribute(name, value);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
