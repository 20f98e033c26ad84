import { screen, within } from '@testing-library/react';
import { CmsPageView } from '../../cms/components/CmsPageView';
import { shellSlice } from '../../shell/shellSlice';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';

/** A landing page whose CMS document carries a complaint form module (spec 3 §2.1). */
function renderCmsPage(link?: { text: string; url: string; newTab: boolean }) {
  const shell = shellSlice.getInitialState();
  return renderWithProviders(<CmsPageView />, {
    // The FAQ lives on another site of the brand, which the host allows links to.
    config: testConfig({ allowedOrigins: ['https://example.com'] }),
    preloadedState: {
      shell: {
        ...shell,
        route: {
          status: 'shown',
          name: 'homepage',
          locale: 'en-gb',
          params: { slug: 'help' },
          pathname: '/en-gb/help',
        },
        page: {
          status: 'resolved',
          code: 200,
          title: 'Help',
          data: {
            id: 'help',
            slug: 'help',
            pageType: 'content',
            modules: [{ id: 'contact', type: 'complaintForm', headline: 'Write to us', link }],
          },
        },
      },
    },
  });
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
