import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { CmsPicture } from './CmsPicture';

const image = {
  url: 'http://res.cloud.example/brand/crete.jpg',
  secure_url: 'https://res.cloud.example/brand/crete.jpg',
  alt: 'The harbour of Chania',
};
const images = {
  cloudPrefix: 'https://res.cloud.example/brand/',
  cdnPrefix: 'https://cdn.brand.example/img/w_{width},h_{height},f_webp/',
};

/** A stand-in IntersectionObserver that remembers its options and lets the test bring elements near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  comeNear() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

describe('CmsPicture (image sizes, CDN, lazy loading)', () => {
  afterEach(() => {
    FakeObserver.last = undefined;
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads a cloud image as webp through the CDN in the slot sizes, small below 768 px', () => {
    renderWithProviders(<CmsPicture image={image} slot="overlay" />, {
      config: testConfig({ images }),
    });
    const img = screen.getByRole('img', { name: 'The harbour of Chania' });
    expect(img).toHaveAttribute(
      'src',
      'https://cdn.brand.example/img/w_920,h_380,f_webp/crete.jpg',
    );
    expect(img).toHaveAttribute('width', '920');
    expect(img).toHaveAttribute('height', '380');
    // The slot's shape holds whatever the file's own ratio: 920:380 here, 400:250 when small.
    expect(img.style.getPropertyValue('--hs-img-medium')).toBe('920 / 380');
    expect(img.style.getPropertyValue('--hs-img-small')).toBe('400 / 250');
    const small = img.closest('picture')?.querySelector('source');
    expect(small).toHaveAttribute('media', '(max-width: 767px)');
    expect(small).toHaveAttribute(
      'srcset',
      'https://cdn.brand.example/img/w_400,h_250,f_webp/crete.jpg',
    );
  });

  it('keeps an image of another host as it is, in one size', () => {
    const elsewhere = { ...image, secure_url: '', url: 'https://images.other.example/crete.jpg' };
    renderWithProviders(<CmsPicture image={elsewhere} slot="overlay" />, {
      config: testConfig({ images }),
    });
    const img = screen.getByRole('img', { name: 'The harbour of Chania' });
    expect(img).toHaveAttribute('src', elsewhere.url);
    expect(img.closest('picture')).toBeNull();
  });

  it('starts loading an image 100 px before it scrolls into view', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    renderWithProviders(<CmsPicture image={image} slot="classic" />);
    const img = screen.getByRole('img', { name: 'The harbour of Chania' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(FakeObserver.last?.options.rootMargin).toBe('100px');
    act(() => FakeObserver.last?.comeNear());
    expect(img).toHaveAttribute('src', image.secure_url);
  });

  it('loads the page largest paint at once and first, without waiting for the view', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    renderWithProviders(<CmsPicture image={image} slot="hero" priority />);
    const img = screen.getByRole('img', { name: 'The harbour of Chania' });
    expect(img).toHaveAttribute('src', image.secure_url);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(FakeObserver.last).toBeUndefined();
  });

  it('shows the fallback picture when the image fails to load', () => {
    renderWithProviders(<CmsPicture image={image} slot="destination" />, {
      config: testConfig({ images }),
    });
    fireEvent.error(screen.getByRole('img', { name: 'The harbour of Chania' }));
    const img = screen.getByRole('img', { name: 'The harbour of Chania' });
    // The fallback is DestinationImage.webp, emitted beside the chunks (a stub name in Jest).
    expect(img).toHaveAttribute('src', 'test-file-stub');
    expect(img.closest('picture')).toBeNull();
  });

  it('renders nothing without an image', () => {
    renderWithProviders(<CmsPicture image={undefined} slot="hero" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
