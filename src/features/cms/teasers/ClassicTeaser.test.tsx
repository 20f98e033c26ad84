import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyticsActions } from '../../analytics';
import { renderCmsModules } from '../modules/renderCmsModules';
import { demoModule } from './testing/demoModules';
import { articleOf, daysFromToday, euros, linkQuery, shownHref } from './testing/expectations';

const section = () => demoModule('homepage', 'hp-classic', 'classicSection');
const teaserOf = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('classic section and teaser (the teaser content fields)', () => {
  it('shows the section headline as h2, its teasers as h3 with texts, image and product box', async () => {
    const module = section();
    renderCmsModules([module]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Popular destinations' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(module.teasers.length);
    const first = module.teasers[0]!;
    const mallorca = within(teaserOf('Mallorca'));
    expect(mallorca.getByRole('img', { name: 'Mallorca' })).toBeInTheDocument();
    expect(mallorca.getByText('7 nights incl. flight')).toBeInTheDocument();
    expect(mallorca.getByText('1 week')).toBeInTheDocument();
    expect(mallorca.getByText(/^7 nights · /)).toBeInTheDocument();
    expect(mallorca.getByText(first.offer!.hotelName!, { exact: false })).toBeInTheDocument();
    // Old price larger than the rounded price: struck through, then the price and 'p.p.'.
    expect(mallorca.getByRole('deletion')).toHaveTextContent(euros(first.offer!.price.oldPrice!));
    expect(mallorca.getByText(euros(first.offer!.price.perPersonAmount))).toBeInTheDocument();
    expect(mallorca.getByText('per person')).toBeInTheDocument();
    // The headline links to the teaser's link, the button books via the result list.
    expect(mallorca.getByRole('link', { name: 'Mallorca' })).toHaveAttribute(
      'href',
      shownHref(first.link),
    );
  });

  it('books through the result list from today plus the offsets, the offer’s winning', async () => {
    renderCmsModules([section()]);
    await screen.findByRole('heading', { level: 2, name: 'Popular destinations' });
    const mallorca = within(teaserOf('Mallorca')).getByRole('link', { name: 'See offers' });
    expect(mallorca.getAttribute('href')).toMatch(/^\/en-gb\/search\?/);
    expect(Object.fromEntries(linkQuery(mallorca))).toMatchObject({
      dest: 'es-mallorca',
      from: daysFromToday(30),
      to: daysFromToday(37),
      dur: '7',
      adults: '2',
    });
    // The Red Sea offer names no offsets: the teaser's 14 and 21 days apply.
    const redSea = within(teaserOf('Red Sea')).getByRole('link', { name: 'See offers' });
    expect(linkQuery(redSea).get('from')).toBe(daysFromToday(14));
    expect(linkQuery(redSea).get('to')).toBe(daysFromToday(21));
  });

  it('lets every override replace its field', async () => {
    const crete = section().teasers[1]!;
    renderCmsModules([section()]);
    await screen.findByRole('heading', { level: 2, name: 'Popular destinations' });
    const teaser = within(teaserOf('Crete'));
    expect(teaser.getByText('Crete and Santorini')).toBeInTheDocument();
    // The destination name (same as the headline here) is replaced: only the headline says it.
    expect(teaser.getAllByText(crete.destinationName!)).toHaveLength(1);
    expect(teaser.getByText('7 nights, half board, transfer included')).toBeInTheDocument();
    expect(teaser.getByText('Hot deal from')).toBeInTheDocument();
    expect(teaser.getByText(euros(499))).toBeInTheDocument();
    expect(teaser.queryByText(euros(crete.offer!.price.perPersonAmount))).not.toBeInTheDocument();
    expect(teaser.getByRole('link', { name: 'Crete offers' })).toBeInTheDocument();
    expect(teaser.queryByRole('link', { name: 'See offers' })).not.toBeInTheDocument();
    expect(teaser.getByRole('link', { name: 'Crete' })).toHaveAttribute(
      'href',
      '/en-gb/gallery/AllDestinations',
    );
  });

  it('shows a price without old price plainly and hides the booking button when asked', async () => {
    renderCmsModules([section()]);
    await screen.findByRole('heading', { level: 2, name: 'Popular destinations' });
    const riviera = within(teaserOf('Turkish Riviera'));
    expect(riviera.queryByRole('deletion')).not.toBeInTheDocument();
    expect(riviera.getByText(/^€/)).toBeInTheDocument();
    expect(riviera.getAllByRole('link')).toHaveLength(1);
  });

  it('strikes nothing when the old price is not larger than the rounded price', async () => {
    const redSea = section().teasers[3]!;
    expect(redSea.offer!.price.oldPrice).toBe(Math.ceil(redSea.offer!.price.perPersonAmount));
    renderCmsModules([section()]);
    await screen.findByRole('heading', { level: 2, name: 'Popular destinations' });
    const teaser = within(teaserOf('Red Sea'));
    expect(teaser.queryByRole('deletion')).not.toBeInTheDocument();
    expect(teaser.getByText(euros(redSea.offer!.price.perPersonAmount))).toBeInTheDocument();
    // No showPerPersonPricePostfix here.
    expect(teaser.queryByText('per person')).not.toBeInTheDocument();
  });

  it('renders a classic teaser module on its own with an h2, postsubheadline and product box', async () => {
    const module = demoModule('summer', 'summer-classic', 'classicTeaser');
    renderCmsModules([module], { pageType: 'content' });
    const heading = await screen.findByRole('heading', { level: 2, name: module.headline });
    const teaser = within(heading.closest('article') as HTMLElement);
    expect(teaser.getByText('Old towns and coves')).toBeInTheDocument();
    expect(teaser.getByText('Only 1.5 hours by air')).toBeInTheDocument();
    expect(teaser.getByRole('link', { name: 'View offer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-gb\/search\?dest=hr-dalmatia/),
    );
  });

  it('reports the teaser and its product when the booking button is clicked', async () => {
    const clicked = jest.spyOn(analyticsActions, 'clicked');
    const module = section();
    renderCmsModules([module]);
    await screen.findByRole('heading', { level: 2, name: 'Popular destinations' });
    await userEvent.click(within(teaserOf('Mallorca')).getByRole('link', { name: 'See offers' }));
    expect(clicked.mock.calls).toEqual([
      [expect.objectContaining({ kind: 'teaser', id: 'hp-classic-1', name: 'Mallorca' })],
      [
        expect.objectContaining({
          kind: 'product',
          id: String(module.teasers[0]!.offer!.hotelId),
          price: module.teasers[0]!.offer!.price.perPersonAmount,
        }),
      ],
    ]);
    clicked.mockRestore();
  });
});

describe('classic section of the family page', () => {
  it('strikes the rounded price plus the fallback percent when the old price is not larger', async () => {
    const module = demoModule('family', 'family-section', 'classicSection');
    const teaser = module.teasers[1]!;
    const price = teaser.offer!.price;
    expect(price.oldPrice).toBe(Math.ceil(price.perPersonAmount));
    renderCmsModules([module], { pageType: 'content' });
    const box = await articleOf(3, teaser.headline!);
    expect(box.getByRole('deletion')).toHaveTextContent(
      euros(Math.ceil(price.perPersonAmount) * 1.1),
    );
  });

  it('hides the whole product box with hideProductBox', async () => {
    const module = demoModule('family', 'family-section', 'classicSection');
    const teaser = module.teasers[2]!;
    expect(teaser.offer).toBeDefined();
    renderCmsModules([module], { pageType: 'content' });
    const box = await articleOf(3, teaser.headline!);
    expect(box.queryByText(teaser.offer!.hotelName!, { exact: false })).not.toBeInTheDocument();
    expect(box.queryByText(/€/)).not.toBeInTheDocument();
    // The teaser keeps its own link on the headline.
    expect(box.getByRole('link', { name: teaser.headline })).toHaveAttribute(
      'href',
      shownHref(teaser.link),
    );
  });
});
