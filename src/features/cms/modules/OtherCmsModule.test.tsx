import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsModule, Partner } from '../../../api/types';
import { renderCmsModules } from './renderCmsModules';

const editor = { config: { cmsUser: true } };

const ancillaries: CmsModule = {
  id: 'info',
  type: 'ancillariesInfo',
  headline: 'Luggage notice',
  infos: [{ airlines: ['EW', 'XQ'], text: 'No checked luggage in the basic fare.' }],
  editorNote: 'Check the fares each season.',
};

const partner = (partnerId: string, partnerName: string): Partner => ({
  enabled: true,
  partnerId,
  partnerLogo: `/media/partner/${partnerId}.svg`,
  partnerName,
  urlParameter: 'utm_source',
});
const partnerLogo: CmsModule = {
  id: 'partner',
  type: 'partnerLogo',
  partners: [partner('sparkasse', 'Sparkasse'), partner('milesclub', 'Miles Club')],
};

const award = (giataIds: number[]): CmsModule => ({
  id: 'award',
  type: 'hotelAwardBanner',
  giataIds,
  width: 300,
  height: 120,
  image: { url: '/media/award.png', secure_url: '/media/award.png', alt: 'Hotel award 2026' },
});

const milesBadge: CmsModule = {
  id: 'miles',
  type: 'milesBadge',
  rate: 1,
  rateOriginal: 0.5,
  earnRates: { regular: 1, boost: 2 },
  minimumPointsFee: 7500,
  text: 'Earn miles with every booking',
};

const after: CmsModule = { id: 'after', type: 'freeText', headline: 'After', html: '' };
const pageShown = () => screen.findByRole('heading', { name: 'After' });

describe('the ancillaries info box', () => {
  afterEach(() => localStorage.clear());

  it('shows the airlines and their text until the visitor closes it', async () => {
    const next: CmsModule = { id: 'n', type: 'freeText', html: '<a href="/en-gb/next">Next</a>' };
    renderCmsModules([ancillaries, next]);
    const box = await screen.findByRole('region', { name: 'Luggage notice' });
    expect(within(box).getByText('Airlines: EW and XQ')).toBeInTheDocument();
    expect(within(box).getByText('No checked luggage in the basic fare.')).toBeInTheDocument();
    expect(within(box).queryByText(/Check the fares/)).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('region', { name: 'Luggage notice' })).not.toBeInTheDocument();
    // The focus moves on to what follows the box.
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
  });

  it('stays closed on later pages, except for CMS editors and once the CMS rewrites it', async () => {
    const first = renderCmsModules([ancillaries, after]);
    const box = await screen.findByRole('region', { name: 'Luggage notice' });
    await userEvent.click(within(box).getByRole('button', { name: 'Close notice' }));
    first.unmount();

    const again = renderCmsModules([ancillaries, after]);
    await pageShown();
    expect(screen.queryByRole('region', { name: 'Luggage notice' })).not.toBeInTheDocument();
    again.unmount();

    const forEditor = renderCmsModules([ancillaries, after], editor);
    expect(await screen.findByRole('region', { name: 'Luggage notice' })).toBeInTheDocument();
    forEditor.unmount();

    const rewritten = { ...ancillaries, infos: [{ airlines: ['EW'], text: 'Luggage is paid.' }] };
    renderCmsModules([rewritten, after]);
    expect(await screen.findByRole('region', { name: 'Luggage notice' })).toBeInTheDocument();
  });

  it('gives a CMS editor the editor note', async () => {
    renderCmsModules([ancillaries], editor);
    const box = await screen.findByRole('region', { name: 'Luggage notice' });
    expect(within(box).getByText('Editor note: Check the fares each season.')).toBeInTheDocument();
  });

  it('shows an editor the box on a page type it is not meant for, marked as editors only', async () => {
    const limited = { ...ancillaries, visibility: { pageTypes: ['hoteldetail'] } };
    renderCmsModules([limited], { ...editor, pageType: 'content' });
    expect(await screen.findByRole('region', { name: 'Luggage notice' })).toBeInTheDocument();
    expect(screen.getByText('Only visible to CMS editors')).toBeInTheDocument();
  });
});

describe('the partner logo', () => {
  it("shows the partner the page's utm_source names", async () => {
    renderCmsModules([partnerLogo], { route: '/en-gb?utm_source=milesclub' });
    expect(await screen.findByRole('img', { name: 'Miles Club' })).toHaveAttribute(
      'src',
      '/media/partner/milesclub.svg',
    );
    expect(screen.getByRole('figure', { name: 'Our partner' })).toBeInTheDocument();
  });

  it("follows the partner's own parameter name", async () => {
    const own = { ...partnerLogo, partners: [{ ...partner('bank', ''), urlParameter: 'ref' }] };
    renderCmsModules([own], { route: '/en-gb?ref=bank' });
    // Without a name, the default partner name (a savings bank).
    expect(await screen.findByRole('img', { name: 'Sparkasse' })).toBeInTheDocument();
  });

  it('shows visitors nothing without a matching partner, editors a placeholder', async () => {
    const { unmount } = renderCmsModules([partnerLogo, after], { route: '/en-gb?utm_source=x' });
    await pageShown();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderCmsModules([partnerLogo], editor);
    expect(
      await screen.findByText(
        "Partner logo: shows the partner named by the page's utm_source parameter",
      ),
    ).toBeInTheDocument();
  });
});

describe('the hotel award banner', () => {
  it('shows the award image at its size', async () => {
    renderCmsModules([award([1001, 1002])]);
    const image = await screen.findByRole('img', { name: 'Hotel award 2026' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '120');
  });

  it('naming no hotel, it is hidden from visitors and an empty placeholder for editors', async () => {
    const { unmount } = renderCmsModules([award([]), after]);
    await pageShown();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderCmsModules([award([])], editor);
    expect(await screen.findByText('Hotel award banner: no hotels selected')).toBeInTheDocument();
  });
});

describe('the miles badge', () => {
  it('shows the rate against the original one and the minimum points fee', async () => {
    renderCmsModules([milesBadge], { config: { features: { milesProgramme: true } } });
    expect(await screen.findByText('Earn 1 miles per €1')).toBeInTheDocument();
    expect(screen.getByText('instead of 0.5')).toBeInTheDocument();
    expect(screen.getByText('Redeem from 7,500 miles')).toBeInTheDocument();
    expect(screen.getByText('Earn miles with every booking')).toBeInTheDocument();
  });

  it('is hidden without the miles programme, except from CMS editors', async () => {
    const { unmount } = renderCmsModules([milesBadge, after]);
    await pageShown();
    expect(screen.queryByText('Earn miles with every booking')).not.toBeInTheDocument();
    unmount();
    renderCmsModules([milesBadge], editor);
    expect(await screen.findByText('Earn miles with every booking')).toBeInTheDocument();
    expect(screen.getByText('Only visible to CMS editors')).toBeInTheDocument();
  });
});

describe('the payment logos', () => {
  it('lists the payment options by name, in German for German visitors', async () => {
    const logos: CmsModule = { id: 'pay', type: 'paymentLogos', logos: ['visa', 'amex', 'sepa'] };
    renderCmsModules([logos], { language: 'de' });
    const section = await screen.findByRole('region', { name: 'Zahlungsarten' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'American Express', 'SEPA-Lastschrift']);
  });
});
