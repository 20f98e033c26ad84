import { render } from '@testing-library/react';
import {
  hostDescriptionMark,
  snapshotMark,
  useAlternateLink,
  useCanonicalLink,
  useMetaDescription,
  useStructuredData,
} from './headTags';

// The document head has no roles: its elements are read from it directly.
const description = () =>
  document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
const jsonLd = () => document.head.querySelectorAll('script[type="application/ld+json"]');

/**
 * The description the host page served: its own, or a snapshot's that keeps the host's text
 * (`hostText`, empty when the host page had none).
 */
function servedDescription(content: string, hostText?: string) {
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = content;
  if (hostText !== undefined) meta.setAttribute(hostDescriptionMark, hostText);
  document.head.append(meta);
}

function Head({ text, data }: { text: string | null; data: object | null }) {
  useMetaDescription(text);
  useStructuredData(data);
  return null;
}

describe('document head tags of a page', () => {
  afterEach(() => description().forEach((meta) => meta.remove()));

  it("replaces the host page's description while shown and gives it back after", () => {
    servedDescription('The host page');
    const { rerender, unmount } = render(<Head text="Mallorca holidays" data={null} />);
    expect([...description()].map((meta) => meta.content)).toEqual(['Mallorca holidays']);
    rerender(<Head text="Crete holidays" data={null} />);
    expect([...description()].map((meta) => meta.content)).toEqual(['Crete holidays']);
    unmount();
    expect([...description()].map((meta) => meta.content)).toEqual(['The host page']);
  });

  it("gives back the host's own text, not the snapshot's, after a snapshot page", () => {
    servedDescription('Mallorca: the snapshot', 'The host page');
    const { unmount } = render(<Head text="Mallorca holidays" data={null} />);
    expect([...description()].map((meta) => meta.content)).toEqual(['Mallorca holidays']);
    unmount();
    expect([...description()].map((meta) => meta.content)).toEqual(['The host page']);
  });

  it('leaves no description after a snapshot page when the host page had none', () => {
    servedDescription('Mallorca: the snapshot', '');
    const { rerender, unmount } = render(<Head text="Mallorca holidays" data={null} />);
    rerender(<Head text="Crete holidays" data={null} />);
    expect([...description()].map((meta) => meta.content)).toEqual(['Crete holidays']);
    unmount();
    expect(description()).toHaveLength(0);
  });

  it('adds its own description without a host one, and removes it after', () => {
    const { unmount } = render(<Head text="Mallorca holidays" data={null} />);
    expect([...description()].map((meta) => meta.content)).toEqual(['Mallorca holidays']);
    unmount();
    expect(description()).toHaveLength(0);
  });

  it('writes structured data no text can break out of, once, and removes it after', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const { rerender, unmount } = render(<Head text={null} data={data} />);
    rerender(<Head text={null} data={{ ...data }} />);
    expect(jsonLd()).toHaveLength(1);
    const text = jsonLd()[0]?.textContent ?? '';
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
    unmount();
    expect(jsonLd()).toHaveLength(0);
  });

  it('names the page in its locale for search engines while shown', () => {
    const alternates = () => document.head.querySelectorAll<HTMLLinkElement>('link[hreflang]');
    function Alternate({ url }: { url: string | null }) {
      useAlternateLink('de-DE', url);
      return null;
    }
    const { rerender, unmount } = render(<Alternate url="https://shop.example/de-de/a.html" />);
    expect([...alternates()].map((link) => [link.rel, link.hreflang, link.href])).toEqual([
      ['alternate', 'de-DE', 'https://shop.example/de-de/a.html'],
    ]);
    rerender(<Alternate url={null} />);
    expect(alternates()).toHaveLength(0);
    unmount();
  });

  it("sets its own canonical beside a snapshot's, which is not the host's own", () => {
    const canonicals = () => document.head.querySelectorAll('link[rel="canonical"]');
    const served = document.createElement('link');
    served.rel = 'canonical';
    served.href = 'https://shop.example/de-de/a.html';
    served.setAttribute(snapshotMark, '');
    document.head.append(served);
    function Canonical() {
      useCanonicalLink('https://shop.example/de-de/a.html');
      return null;
    }
    const { unmount } = render(<Canonical />);
    expect(canonicals()).toHaveLength(2);
    served.remove();
    expect(canonicals()).toHaveLength(1);
    unmount();
    expect(canonicals()).toHaveLength(0);
  });
});
