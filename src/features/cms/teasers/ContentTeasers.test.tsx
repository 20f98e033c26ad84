import { screen, within } from '@testing-library/react';
import { renderCmsModules } from '../modules/renderCmsModules';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { demoModule } from './testing/demoModules';
import { articleOf, shownHref } from './testing/expectations';

// The search mask of a teaser loads its options from the demo host.
setupDemoHost();

describe('simple section and teaser', () => {
  it('shows badge, postsubheadline and button text; the button carries the link', async () => {
    const module = demoModule('homepage', 'hp-simple', 'simpleSection');
    renderCmsModules([module]);
    expect(
      await screen.findByRole('heading', { level: 2, name: module.headline }),
    ).toBeInTheDocument();
    const first = module.teasers[0]!;
    const teaser = await articleOf(3, first.headline!);
    expect(teaser.getByText(first.badgeText!)).toBeInTheDocument();
    expect(teaser.getByText(first.postsubheadline!)).toBeInTheDocument();
    expect(teaser.getByText(first.copytext!)).toBeInTheDocument();
    expect(teaser.getByRole('link', { name: first.buttonText })).toHaveAttribute(
      'href',
      first.link,
    );
    // Without a button text the headline carries the link.
    const second = module.teasers[1]!;
    const family = await articleOf(3, second.headline!);
    expect(family.getByRole('link', { name: second.headline })).toBeInTheDocument();
    expect(family.getByRole('heading', { level: 3 }).parentElement).toHaveClass(
      'hs-teaser__text--brand',
      'hs-teaser__text--center',
      'hs-teaser__text--size-lower',
    );
  });

  it('hides the bubble price of a simple teaser with hidePrice', async () => {
    const module = demoModule('summer', 'summer-simple', 'simpleTeaser');
    expect(module.overrideBubblePrice).toBe(399);
    renderCmsModules([module], { pageType: 'content' });
    const teaser = await articleOf(2, module.headline!);
    expect(teaser.queryByText(/€/)).not.toBeInTheDocument();
    expect(teaser.getByRole('link', { name: module.headline })).not.toHaveAttribute('target');
  });
});

describe('amenities section and teaser', () => {
  it('lists each teaser’s amenities', async () => {
    const module = demoModule('homepage', 'hp-amenities', 'amenitiesSection', 'de');
    renderCmsModules([module], { language: 'de' });
    for (const item of module.teasers) {
      const teaser = await articleOf(3, item.headline!);
      const amenities = teaser.getByRole('list');
      expect(
        within(amenities)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(item.amenities.map((amenity) => amenity.label));
      expect(teaser.getByRole('link', { name: item.headline })).toHaveAttribute(
        'href',
        shownHref(item.link, 'de-de'),
      );
    }
  });

  it('renders an amenities teaser module with an h2', async () => {
    const module = demoModule('summer', 'summer-amenities', 'amenitiesTeaser');
    renderCmsModules([module], { pageType: 'content' });
    const teaser = await articleOf(2, module.headline!);
    expect(teaser.getByText('Water slides')).toBeInTheDocument();
  });
});

describe('text-image overlay teaser and section', () => {
  it('lays the text block over the image in its scheme, position and size', async () => {
    const module = demoModule('summer', 'summer-overlay', 'textImageOverlayTeaser');
    renderCmsModules([module], { pageType: 'content' });
    const teaser = await articleOf(2, module.headline!);
    expect(teaser.getByText(module.subheadline!)).toBeInTheDocument();
    expect(teaser.getByText('New')).toBeInTheDocument();
    expect(teaser.getByRole('link', { name: module.buttonText })).toHaveAttribute(
      'href',
      module.link,
    );
    expect(teaser.getByRole('heading', { level: 2 }).parentElement).toHaveClass(
      'hs-teaser__text--dark',
      'hs-teaser__text--center',
      'hs-teaser__text--size-higher',
    );
  });

  it('gives each teaser of a section its own scheme and position', async () => {
    const module = demoModule('summer', 'summer-overlay-section', 'textImageOverlaySection');
    renderCmsModules([module], { pageType: 'content' });
    expect(
      await screen.findByRole('heading', { level: 2, name: module.headline }),
    ).toBeInTheDocument();
    for (const item of module.teasers) {
      const teaser = await articleOf(3, item.headline!);
      expect(teaser.getByRole('heading', { level: 3 }).parentElement).toHaveClass(
        `hs-teaser__text--${item.colorScheme}`,
        `hs-teaser__text--${item.textBlockPosition}`,
        'hs-teaser__text--size-lower',
      );
    }
  });

  it('brings the search mask with a teaser that asks for it (showSearchMask)', async () => {
    const module = demoModule('family', 'family-search', 'textImageOverlayTeaser');
    renderCmsModules([module], { pageType: 'content' });
    const teaser = await articleOf(2, module.headline!);
    expect(await teaser.findByRole('search')).toBeInTheDocument();
  });
});

describe('promotion teaser', () => {
  it('shows headline, text, the widest image and a button opening a new tab', async () => {
    const module = demoModule('summer', 'summer-promotion', 'promotionTeaser');
    renderCmsModules([module], { pageType: 'content' });
    const teaser = await articleOf(2, module.headline);
    expect(teaser.getByText(module.text)).toBeInTheDocument();
    expect(teaser.getAllByRole('img')).toHaveLength(1);
    const link = teaser.getByRole('link', { name: `${module.buttonText} (opens in a new tab)` });
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('teasers only a CMS editor sees', () => {
  it('frames a hidden teaser for editors and hides it from visitors', async () => {
    const module = {
      ...demoModule('homepage', 'hp-promotion', 'promotionTeaser'),
      visibility: { hidden: true },
    };
    const { unmount } = renderCmsModules([module], { config: { cmsUser: true } });
    expect(await screen.findByText('Only visible to CMS editors')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: module.headline })).toBeInTheDocument();
    unmount();
    renderCmsModules([module]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
