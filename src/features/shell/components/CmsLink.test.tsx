import { screen } from '@testing-library/react';
import { readXssVectors } from '../../../testing/xssVectors';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { CmsLink } from './CmsLink';

const config = testConfig({ allowedOrigins: ['https://partner.example.org'] });

function renderLink(url: string, newTab = false) {
  return renderWithProviders(
    <CmsLink url={url} locale="en-gb" newTab={newTab}>
      Summer deals
    </CmsLink>,
    { config },
  );
}

describe('CmsLink and the URL policy', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/deals',
    '/\\evil.example/deals',
    'https://evil.example/deals',
    'https://partner.example.org@evil.example/deals',
    'mailto:team@example.test',
  ])('shows %j as plain text, never as a link', (url) => {
    renderLink(url);
    expect(screen.getByText('Summer deals')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('(CMS link)'));
  });

  it('links nowhere off the allowed origins for any vector of the XSS test data', () => {
    for (const vector of readXssVectors()) {
      const { unmount } = renderLink(vector, true);
      const link = screen.queryByRole('link');
      if (link) {
        const target = new URL(link.getAttribute('href') ?? '', 'http://localhost/en-gb');
        expect(target.origin).toBe('http://localhost');
      }
      unmount();
    }
  });

  it('keeps a path of this site as app navigation and an allowed origin as a plain link', () => {
    renderLink('/en-gb/search?destinations=12');
    expect(screen.getByRole('link', { name: 'Summer deals' })).toHaveAttribute(
      'href',
      '/en-gb/search?destinations=12',
    );
  });

  it('opens an allowed other origin as it is', () => {
    renderLink('https://partner.example.org/deals', true);
    const link = screen.getByRole('link', { name: /Summer deals/ });
    expect(link).toHaveAttribute('href', 'https://partner.example.org/deals');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(console.warn).not.toHaveBeenCalled();
  });
});
