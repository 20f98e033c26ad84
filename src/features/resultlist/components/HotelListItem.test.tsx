import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { HotelListItem, type HotelListItemProps } from './HotelListItem';
import { testItem } from '../../../testing/resultItems';

const formatPrice = (amount: number) => `€${amount}`;

function renderItem(props: Partial<HotelListItemProps> = {}, language: 'en' | 'de' = 'en') {
  const onToggleFavourite = jest.fn();
  const onShowOnMap = jest.fn();
  renderWithProviders(
    <HotelListItem
      item={testItem()}
      href="/en-gb/hotel/spain/mallorca/palma/hotel-sol-de-mallorca?duration=7"
      perPerson
      displayPrice={899}
      formatPrice={formatPrice}
      favouritesEnabled
      isFavourite={false}
      onToggleFavourite={onToggleFavourite}
      onShowOnMap={onShowOnMap}
      {...props}
    />,
    { language },
  );
  return { user: userEvent.setup(), onToggleFavourite, onShowOnMap };
}

describe('HotelListItem', () => {
  it('links the hotel name to the hotel page keeping the search', () => {
    renderItem();
    expect(screen.getByRole('article', { name: 'Hotel Sol de Mallorca' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hotel Sol de Mallorca' })).toHaveAttribute(
      'href',
      '/en-gb/hotel/spain/mallorca/palma/hotel-sol-de-mallorca?duration=7',
    );
  });

  it('shows location, stars and ratings', () => {
    renderItem();
    expect(screen.getByText('Palma, Spain')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /4 stars/i })).toBeInTheDocument();
    expect(screen.getByText(/5\.2 \/ 6 \(312 reviews\)/)).toBeInTheDocument();
    expect(screen.getByText(/94% recommend this hotel/)).toBeInTheDocument();
  });

  it('falls back to a recommendation of 70 when the hotel has none', () => {
    const item = testItem({ hotel: { ratings: { averageRating: 4, reviewsCount: 1 } } });
    renderItem({ item });
    expect(screen.getByText(/4\.0 \/ 6 \(1 review\) · 70% recommend/)).toBeInTheDocument();
  });

  it('lists what the price includes', () => {
    renderItem();
    const includes = screen.getByRole('list', { name: 'The price includes' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Flights from Munich',
      '7 nights',
      'Double room',
      'All inclusive',
      'Transfer included',
    ]);
  });

  it('leaves out the transfer when it is not included', () => {
    const base = testItem().offers[0]!;
    const rooms = base.rooms.map((room) => ({ ...room, transfer: false }));
    renderItem({ item: testItem({ offer: { rooms } }) });
    expect(screen.queryByText('Transfer included')).not.toBeInTheDocument();
  });

  it.each([
    [true, 'p.p. from'],
    [false, 'Total price from'],
  ])('labels the price (per person %p) %p and formats it through the prop', (perPerson, label) => {
    renderItem({ perPerson, displayPrice: perPerson ? 899 : 1798 });
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(perPerson ? '€899' : '€1798')).toBeInTheDocument();
  });

  it('shows no comparison without one', () => {
    renderItem();
    expect(screen.queryByText(/^Save €/)).not.toBeInTheDocument();
  });

  it("shows 'Save {price}', the old price and the claim behind a toggletip", async () => {
    const comparison = {
      ...({ kind: 'perPerson', oldPrice: 999, newPrice: 899, saving: 100 } as const),
      format: (amount: number) => `£${amount}`,
      currency: 'GBP',
    };
    const { user } = renderItem({ comparison });
    expect(screen.getByText('Save £100')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('£999');
    expect(screen.getByText('£899')).toBeInTheDocument();
    const info = screen.getByRole('button', { name: 'About this saving' });
    // The claim names the currency the prices show in, not the hub's euro.
    const claim = screen.getByText(
      /average market price for an identical offer\. Currency: British Pound\.$/,
    );
    expect(claim).not.toBeVisible();
    await user.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(claim).toBeVisible();
  });

  it('asks for the map with the hotel id', async () => {
    const { user, onShowOnMap } = renderItem();
    await user.click(screen.getByRole('button', { name: 'Show on map' }));
    expect(onShowOnMap).toHaveBeenCalledWith(4711);
  });

  it('toggles the favourite named with the hotel and its state', async () => {
    const { user, onToggleFavourite } = renderItem();
    const add = screen.getByRole('button', { name: 'Save Hotel Sol de Mallorca to favourites' });
    expect(add).toHaveTextContent(/Save.*to favourites/);
    await user.click(add);
    expect(onToggleFavourite).toHaveBeenCalledWith(4711);
  });

  it('offers removal for a favourite', () => {
    renderItem({ isFavourite: true });
    expect(
      screen.getByRole('button', { name: 'Remove Hotel Sol de Mallorca from favourites' }),
    ).toBeInTheDocument();
  });

  it('names the favourites toggle with the hotel in German too', () => {
    renderItem({}, 'de');
    expect(
      screen.getByRole('button', { name: 'Auf die Merkliste (Hotel Sol de Mallorca)' }),
    ).toHaveTextContent(/^♡ Auf die Merkliste/);
  });

  it('has no favourites button when the feature is off', () => {
    renderItem({ favouritesEnabled: false });
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
  });

  it('cycles lazily loaded thumbnails both ways', async () => {
    const { user } = renderItem();
    const first = screen.getByRole('img', { name: 'Hotel Sol de Mallorca, image 1 of 3' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('src', '/demo-media/hotel-4711-1.svg');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(
      screen.getByRole('img', { name: 'Hotel Sol de Mallorca, image 2 of 3' }),
    ).toHaveAttribute('src', '/demo-media/hotel-4711-2.svg');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(
      screen.getByRole('img', { name: 'Hotel Sol de Mallorca, image 3 of 3' }),
    ).toHaveAttribute('src', '/demo-media/hotel-4711-3.svg');
  });

  it('shows the main image without buttons when there are no thumbnails', () => {
    renderItem({ item: testItem({ hotel: { thumbnails: [] } }) });
    expect(screen.getByRole('img', { name: /image 1 of 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('speaks German', () => {
    const comparison = {
      ...({ kind: 'total', oldPrice: 999, newPrice: 899, saving: 100 } as const),
      format: formatPrice,
      currency: 'EUR',
    };
    renderItem({ perPerson: false, comparison }, 'de');
    expect(screen.getByText('Gesamtpreis ab')).toBeInTheDocument();
    expect(screen.getByText('€100 sparen')).toBeInTheDocument();
    expect(
      screen.getByText(/identisches Angebot berechnet\. Währung: Euro\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/5,2 \/ 6 \(312 Bewertungen\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf der Karte zeigen' })).toBeInTheDocument();
  });

  it.each([
    ['both a membership URL and a discount', { url: '/club', discountPercent: 10 }, true],
    ['a URL but the default discount 0', { url: '/club' }, false],
    ['a discount but no URL', { discountPercent: 10 }, false],
  ])('shows the member price from the host config with %s: %s', (_case, membership, shown) => {
    renderWithProviders(
      <HotelListItem
        item={testItem()}
        href="/en-gb/hotel/spain/mallorca/palma/hotel-sol-de-mallorca-1"
        perPerson
        displayPrice={900}
        formatPrice={formatPrice}
        favouritesEnabled={false}
        isFavourite={false}
        onToggleFavourite={jest.fn()}
      />,
      { config: testConfig({ membership }) },
    );
    expect(screen.queryByText('Member price €810') !== null).toBe(shown);
    expect(screen.queryByRole('link', { name: 'Become a member' }) !== null).toBe(shown);
  });
});
