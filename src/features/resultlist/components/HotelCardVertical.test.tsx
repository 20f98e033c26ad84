import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapHotelSummary } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  HotelCardVertical,
  hotelCardFromMapHotel,
  hotelCardFromResultItem,
  type HotelCardVerticalProps,
} from './HotelCardVertical';
import { testItem } from '../../../testing/resultItems';
import { shownPrice } from '../../../lib/prices';

const href = '/en-gb/hotel/spain/mallorca/palma/hotel-sol-de-mallorca?duration=7';
const hotel = hotelCardFromResultItem(testItem())!;

function renderCard(props: Partial<HotelCardVerticalProps> = {}, language: 'en' | 'de' = 'en') {
  const onToggleFavourite = jest.fn();
  renderWithProviders(
    <HotelCardVertical
      hotel={hotel}
      href={href}
      perPerson
      displayPrice={899}
      formatPrice={(amount) => `€${amount}`}
      favouritesEnabled
      isFavourite={false}
      onToggleFavourite={onToggleFavourite}
      {...props}
    />,
    { language },
  );
  return { user: userEvent.setup(), onToggleFavourite };
}

describe('HotelCardVertical, the vertical list item', () => {
  it('is an article named by the hotel with one link, to the hotel page', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Hotel Sol de Mallorca' });
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Hotel Sol de Mallorca');
    expect(links[0]).toHaveAttribute('href', href);
  });

  it('shows a lazily loaded image, stars, location by " | ", ratings and nights', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Photo of Hotel Sol de Mallorca' });
    expect(image).toHaveAttribute('src', '/demo-media/hotel-4711-1.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByText('Palma | Mallorca | Spain')).toBeInTheDocument();
    expect(
      screen.getByText(/5\.2 \/ 6 \(312 reviews\) · 94% recommend this hotel/),
    ).toBeInTheDocument();
    expect(screen.getByText('7 nights')).toBeInTheDocument();
  });

  it.each([
    [true, 899, 'p.p. from', '€899'],
    [false, 1798, 'Total price from', '€1798'],
  ])('labels the price (per person %p)', (perPerson, displayPrice, label, amount) => {
    renderCard({ perPerson, displayPrice });
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(amount)).toBeInTheDocument();
  });

  it('toggles the favourite named with the hotel and its state', async () => {
    const { user, onToggleFavourite } = renderCard();
    const add = screen.getByRole('button', { name: 'Save Hotel Sol de Mallorca to favourites' });
    await user.click(add);
    expect(onToggleFavourite).toHaveBeenCalledWith(4711);
  });

  it('offers removal for a favourite', () => {
    renderCard({ isFavourite: true });
    expect(
      screen.getByRole('button', { name: 'Remove Hotel Sol de Mallorca from favourites' }),
    ).toBeInTheDocument();
  });

  it('has no favourites button when the feature is off', () => {
    renderCard({ favouritesEnabled: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no image when the hotel has none', () => {
    renderCard({ hotel: { ...hotel, imageUrl: null } });
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
  });

  it('takes a third-level heading where it sits below another heading', () => {
    renderCard({ headingLevel: 3 });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Hotel Sol de Mallorca' }),
    ).toBeInTheDocument();
  });

  it('speaks German', () => {
    renderCard({ perPerson: false }, 'de');
    expect(screen.getByText('Gesamtpreis ab')).toBeInTheDocument();
    expect(screen.getByText('7 Nächte')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto von Hotel Sol de Mallorca' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Auf die Merkliste (Hotel Sol de Mallorca)' }),
    ).toBeInTheDocument();
  });
});

describe('HotelCardVertical on the mobile map', () => {
  it('is one link to the hotel holding the whole card, with an arrow and no image or button', () => {
    renderCard({ variant: 'mobileMap' });
    const card = screen.getByRole('article', { name: 'Hotel Sol de Mallorca' });
    const link = within(card).getByRole('link', { name: 'Hotel Sol de Mallorca' });
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(link).toHaveAttribute('href', href);
    // The whole card sits inside the link: name, location, nights and price.
    expect(
      within(link).getByRole('heading', { name: 'Hotel Sol de Mallorca' }),
    ).toBeInTheDocument();
    expect(within(link).getByText('Palma | Mallorca | Spain')).toBeInTheDocument();
    expect(within(link).getByText('7 nights')).toBeInTheDocument();
    expect(within(link).getByText('€899')).toBeInTheDocument();
    expect(within(link).getByText('›')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('describes the link with the details, so the price is read with it', () => {
    renderCard({ variant: 'mobileMap', perPerson: false, displayPrice: 1798 });
    const link = screen.getByRole('link', { name: 'Hotel Sol de Mallorca' });
    expect(link).toHaveAccessibleDescription(
      /Palma \| Mallorca \| Spain.*7 nights.*Total price from.*€1798/,
    );
  });
});

const mapSummary: MapHotelSummary = {
  name: 'Hotel Sol de Mallorca',
  slugPath: 'spain/mallorca/palma',
  slugName: 'hotel-sol-de-mallorca',
  image: '/demo-media/hotel-4711-1.svg',
  location: ['Palma', 'Mallorca', 'Spain'],
  category: 4,
  averageRating: 5.2,
  reviewsCount: 312,
  lengthOfStay: 7,
  perPersonAmount: 899,
  amount: 1798,
};

describe('a map hotel on the card', () => {
  it('renders the same card as the list result', () => {
    renderWithProviders(
      <HotelCardVertical
        hotel={hotelCardFromMapHotel(4711, mapSummary)}
        href={href}
        perPerson
        displayPrice={shownPrice(mapSummary, true).amount}
        formatPrice={(amount) => `€${amount}`}
      />,
    );
    expect(screen.getByRole('article', { name: 'Hotel Sol de Mallorca' })).toBeInTheDocument();
    expect(screen.getByText('Palma | Mallorca | Spain')).toBeInTheDocument();
    // 70 when the summary carries no recommendationsTotal.
    expect(screen.getByText(/312 reviews\) · 70% recommend/)).toBeInTheDocument();
    expect(screen.getByText('€899')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
