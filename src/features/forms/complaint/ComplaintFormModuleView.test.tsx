import { screen, within } from '@testing-library/react';
import { testConfig } from '../../../testing/testConfig';
import { renderHelpPage } from './testing/renderHelpPage';

/** A landing page whose CMS document carries a complaint form module. */
function renderCmsPage(link?: { text: string; url: string; newTab: boolean }) {
  // The FAQ lives on another site of the brand, which the host allows links to.
  return renderHelpPage({ link, config: testConfig({ allowedOrigins: ['https://example.com'] }) });
}

describe('the complaintForm CMS module', () => {
  it('renders the form from its own chunk under the page heading, with the module link', async () => {
    renderCmsPage({
      text: 'Frequently asked questions',
      url: 'https://example.com/faq',
      newTab: true,
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Write to us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('form', { name: 'Write to us' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send' })).toBeDisabled();
    // A link that opens a new tab says so to screen readers.
    const link = within(section).getByRole('link', {
      name: 'Frequently asked questions (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://example.com/faq');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
