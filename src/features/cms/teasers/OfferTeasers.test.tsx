import { renderCmsModules } from '../modules/renderCmsModules';
import { demoModule } from './testing/demoModules';
import { articleOf, daysFromToday, euros, linkQuery } from './testing/expectations';

describe('destination teaser, full width', () => {
  it('shows badge, texts and product box, its text block styled by scheme, position and size', async () => {
    const module = demoModule('homepage', 'hp-destination', 'destinationTeaser');
    renderCmsModules([module]);
    const teaser = await articleOf(2, `${module.headline} (opens in a new tab)`);
    expect(teaser.getByText('Insider tip')).toBeInTheDocument();
    expect(teaser.getByRole('img', { name: module.image!.alt })).toBeInTheDocument();
    expect(teaser.getByText(module.copytext!)).toBeInTheDocument();
    expect(teaser.getByRole('deletion')).toHaveTextContent(euros(module.offer!.price.oldPrice!));
    const heading = teaser.getByRole('heading', { level: 2 });
    expect(heading.parentElement).toHaveClass(
      'hs-teaser__text--dark',
      'hs-teaser__text--right',
      'hs-teaser__text--size-higher',
    );
  });

  it('opens its link and its booking link in a new tab (linkout), saying so', async () => {
    const module = demoModule('homepage', 'hp-destination', 'destinationTeaser');
    renderCmsModules([module]);
    const teaser = await articleOf(2, `${module.headline} (opens in a new tab)`);
    const link = teaser.getByRole('link', { name: `${module.headline} (opens in a new tab)` });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const booking = teaser.getByRole('link', { name: 'See offers (opens in a new tab)' });
    expect(booking).toHaveAttribute('target', '_blank');
    expect(linkQuery(booking).get('from')).toBe(daysFromToday(30));
  });
});

describe('image offer teaser', () => {
  it('shows the bubble text before the price, and the default booking button', async () => {
    const module = demoModule('summer', 'summer-offer-mallorca', 'imageOfferTeaser');
    renderCmsModules([module], { pageType: 'content' });
    const teaser = await articleOf(2, module.headline!);
    expect(teaser.getByRole('img', { name: module.image!.alt })).toBeInTheDocument();
    expect(teaser.getByText('Summer deal')).toBeInTheDocument();
    expect(teaser.queryByText('from')).not.toBeInTheDocument();
    expect(teaser.getByText(euros(module.offer!.price.perPersonAmount))).toBeInTheDocument();
    expect(teaser.getByText(module.copytext!)).toBeInTheDocument();
    const booking = teaser.getByRole('link', { name: 'View offer' });
    expect(linkQuery(booking).get('dest')).toBe('es-mallorca');
  });

  it("follows the offer's own link and linkout instead of the result list", async () => {
    const module = demoModule('summer', 'summer-offer-rhodes', 'imageOfferTeaser');
    renderCmsModules([module], { pageType: 'content' });
    const teaser = await articleOf(2, module.headline!);
    const booking = teaser.getByRole('link', { name: 'View offer (opens in a new tab)' });
    expect(booking).toHaveAttribute('href', module.offer!.overrideLink);
    expect(booking).toHaveAttribute('target', '_blank');
  });

  it('shows the offer’s miles only with the miles programme', async () => {
    const module = demoModule('summer', 'summer-offer-mallorca', 'imageOfferTeaser');
    const { unmount } = renderCmsModules([module], { pageType: 'content' });
    expect((await articleOf(2, module.headline!)).queryByText(/miles/)).not.toBeInTheDocument();
    unmount();
    renderCmsModules([module], {
      pageType: 'content',
      config: { features: { milesProgramme: true } },
    });
    const teaser = await articleOf(2, module.headline!);
    const miles = module.offer!.milesAmount!;
    expect(teaser.getByText(`Earn ${miles.toLocaleString('en-GB')} miles`)).toBeInTheDocument();
  });
});
