import { screen, within } from '@testing-library/react';
import type { CmsModule } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import { shellSlice } from '../../shell';
import { CmsPageView } from './CmsPageView';
import { PageModulesSlot } from './PageModulesSlot';
import { LeadShownContext } from '../../../ui/leadShown';

const image = { url: '/media/award.png', secure_url: '/media/award.png', alt: 'Hotel award 2026' };
const award: CmsModule = {
  id: 'award',
  type: 'hotelAwardBanner',
  giataIds: [300069],
  width: 300,
  height: 120,
  image,
};
const ticker: CmsModule = {
  id: 'news',
  type: 'newsTicker',
  separator: '+++',
  pages: ['hoteldetail'],
  messages: [{ text: 'Free cancellation up to 30 days before departure' }],
};
const maskTeaser = (hidden: boolean): CmsModule => ({
  id: 'search-teaser',
  type: 'textImageOverlayTeaser',
  headline: 'Your family holiday',
  showSearchMask: true,
  ...(hidden ? { visibility: { hidden: true } } : {}),
});

function render(ui: React.ReactElement, pageType: string, modules: CmsModule[], cmsUser = false) {
  const shell = shellSlice.getInitialState();
  return renderWithProviders(ui, {
    route: '/en-gb/page',
    config: testConfig({ locale: 'en-gb', cmsUser }),
    preloadedState: {
      shell: {
        ...shell,
        route: { status: 'shown', name: 'homepage', locale: 'en-gb', params: {}, pathname: '/' },
        page: {
          status: 'resolved',
          code: 200,
          title: 'Page',
          data: { id: 'p', slug: 'p', pageType, modules },
        },
      },
    },
  });
}

const mask = <div role="search" aria-label="Search mask" />;

// The teaser's own search mask loads its options from the demo host.
setupDemoHost();

describe('CMS modules on shop pages (the page-type keys)', () => {
  it('shows a hotel page its modules: the award banner only for the hotels it names', async () => {
    const { unmount } = render(<PageModulesSlot giataCode={300069} />, 'hoteldetail', [
      ticker,
      award,
    ]);
    expect(await screen.findByRole('img', { name: 'Hotel award 2026' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Free cancellation up to 30 days before departure', { exact: false })
        .length,
    ).toBeGreaterThan(0);
    unmount();

    render(<PageModulesSlot giataCode={300070} />, 'hoteldetail', [ticker, award]);
    await screen.findAllByText('Free cancellation up to 30 days before departure', {
      exact: false,
    });
    expect(screen.queryByRole('img', { name: 'Hotel award 2026' })).toBeNull();
  });

  it('shows a CMS editor the award banner of another hotel, marked as editors only', async () => {
    render(<PageModulesSlot giataCode={300070} />, 'hoteldetail', [award], true);
    const banner = await screen.findByRole('img', { name: 'Hotel award 2026' });
    expect(banner.closest('.hs-cms-editor')).not.toBeNull();
    expect(screen.getByText('Only visible to CMS editors')).toBeInTheDocument();
  });

  it('leaves the ticker of hotel pages off a destination page', async () => {
    const note: CmsModule = { id: 'note', type: 'freeText', headline: 'Travel tips', html: '' };
    render(<PageModulesSlot />, 'seoDestinationContent', [ticker, note]);
    expect(await screen.findByRole('heading', { name: 'Travel tips' })).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
  });

  it("keeps the modules' room below a lead not yet shown, and draws them once it is", async () => {
    const slot = (leadShown: boolean) => (
      <LeadShownContext.Provider value={leadShown}>
        <PageModulesSlot giataCode={300069} />
      </LeadShownContext.Provider>
    );
    const { container, rerender } = render(slot(false), 'hoteldetail', [award]);
    const room = container.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(room.style.minHeight).not.toBe('');
    expect(room.style.minHeight).not.toBe('0px');
    expect(screen.queryByRole('img', { name: 'Hotel award 2026' })).toBeNull();
    rerender(slot(true));
    expect(await screen.findByRole('img', { name: 'Hotel award 2026' })).toBeInTheDocument();
  });

  it('renders nothing for a page without modules', () => {
    const { container } = render(<PageModulesSlot />, 'resultlist', []);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('where a CMS page puts the search mask (showSearchMask)', () => {
  it('puts the mask above the page title when no teaser carries it', async () => {
    render(<CmsPageView searchMask={mask} />, 'homepage', [ticker]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page' });
    const search = screen.getByRole('search', { name: 'Search mask' });
    expect(search.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the mask to a teaser that carries it, so a page never shows two', async () => {
    render(<CmsPageView searchMask={mask} />, 'content', [maskTeaser(false)]);
    const teaser = await screen.findByRole('heading', { name: 'Your family holiday' });
    const article = teaser.closest('article')!;
    // The teaser's own mask is the search feature's (its chunk loads), and the one above is gone.
    expect(await within(article).findByRole('search')).toBeInTheDocument();
    expect(screen.getAllByRole('search')).toHaveLength(1);
    expect(screen.queryByRole('search', { name: 'Search mask' })).toBeNull();
  });

  it('keeps the mask above when the teaser carrying it is hidden from visitors', async () => {
    render(<CmsPageView searchMask={mask} />, 'content', [maskTeaser(true)]);
    await screen.findByRole('heading', { level: 1, name: 'Page' });
    expect(screen.getByRole('search', { name: 'Search mask' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your family holiday' })).toBeNull();
  });
});
