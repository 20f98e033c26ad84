import { render, screen } from '@testing-library/react';
import { readXssVectors } from '../testing/xssVectors';
import { SafeHtml } from './SafeHtml';

const vectors = readXssVectors();

const dangerousElements =
  'script, iframe, frame, object, embed, applet, form, meta, link, base, style';
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'];

/** Ignores case, whitespace and control characters, as browsers do when reading a URL scheme. */
function hasScriptScheme(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what attackers hide in
  const normalised = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  return ['javascript:', 'vbscript:', 'data:text/html'].some((scheme) =>
    normalised.startsWith(scheme),
  );
}

describe('SafeHtml', () => {
  it('has XSS vectors to test with', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)('neutralises %s', (vector) => {
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const confirmSpy = jest.spyOn(window, 'confirm').mockImplementation(() => false);
    const promptSpy = jest.spyOn(window, 'prompt').mockImplementation(() => null);
    const { container } = render(<SafeHtml html={vector} />);

    expect(container.querySelectorAll(dangerousElements)).toHaveLength(0);
    expect(container.querySelectorAll('svg script, svg, math')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.toLowerCase()).not.toMatch(/^on/);
        expect(attribute.name.toLowerCase()).not.toBe('style');
        if (urlAttributes.includes(attribute.name.toLowerCase())) {
          expect(hasScriptScheme(attribute.value)).toBe(false);
        }
      }
    }
    expect(alertSpy).not.toHaveBeenCalled();
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(promptSpy).not.toHaveBeenCalled();
  });

  it('keeps ordinary rich text, links and images', () => {
    render(
      <SafeHtml
        html={
          '<h3>Beach</h3><p>Sun <strong>and</strong> <a href="https://example.com/sea">sea</a></p>' +
          '<img src="https://images.example.com/beach.webp" alt="Sandy beach">'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Beach' })).toBeInTheDocument();
    expect(screen.getByText('and').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'sea' })).toHaveAttribute(
      'href',
      'https://example.com/sea',
    );
    expect(screen.getByRole('img', { name: 'Sandy beach' })).toBeInTheDocument();
  });

  it('makes links opening a new tab carry rel="noopener noreferrer", keeping other rel values', () => {
    render(
      <SafeHtml html='<a href="https://example.com" target="_blank" rel="nofollow">Partner</a>' />,
    );
    const link = screen.getByRole('link', { name: 'Partner' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual([
      'nofollow',
      'noopener',
      'noreferrer',
    ]);
  });

  it('drops named link targets, which could reuse a foreign window', () => {
    render(<SafeHtml html='<a href="https://example.com" target="partner">Partner</a>' />);
    expect(screen.getByRole('link', { name: 'Partner' })).not.toHaveAttribute('target');
  });

  it('drops style attributes, forms and inputs', () => {
    render(
      <SafeHtml
        html={
          '<p style="position:fixed;inset:0">Offer</p>' +
          '<form action="https://evil.example"><input name="card"><button>Pay</button></form>'
        }
      />,
    );
    expect(screen.getByText('Offer')).not.toHaveAttribute('style');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks an image without alt text as decoration and keeps the alt text editors gave', () => {
    render(
      <SafeHtml
        html={
          '<p>Pool</p><img src="https://images.example.com/pool.webp">' +
          '<img src="https://images.example.com/beach.webp" alt="Sandy beach">'
        }
      />,
    );
    // An image with alt="" is presentational: it leaves the accessibility tree.
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
    expect(screen.getByRole('img', { name: 'Sandy beach' })).toBeInTheDocument();
  });

  it('keeps data: images but no other data: URIs', () => {
    render(
      <SafeHtml
        html={
          '<img alt="Dot" src="data:image/png;base64,iVBORw0KGgo=">' +
          '<img alt="Page" src="data:text/html,<script>alert(1)</script>">'
        }
      />,
    );
    expect(screen.getByRole('img', { name: 'Dot' })).toHaveAttribute('src');
    expect(screen.getByRole('img', { name: 'Page' })).not.toHaveAttribute('src');
  });

  it.each(['', '   ', '<script>alert(1)</script>'])('renders nothing for %p', (html) => {
    const { container } = render(<SafeHtml html={html} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders as the requested element with the class name', () => {
    render(<SafeHtml html="Hotel <em>Sol</em>" as="p" className="hs-intro" />);
    const paragraph = screen.getByText(/Hotel/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveClass('hs-intro');
  });
});
