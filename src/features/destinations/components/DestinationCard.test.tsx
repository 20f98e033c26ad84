import { screen } from '@testing-library/react';
import type { GalleryDestination } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DestinationCard } from './DestinationCard';

const mallorca: GalleryDestination = {
  id: 'es-mallorca',
  name: 'Mallorca',
  type: 'region',
  countryName: 'Spain',
  image: '/media/destination/es-mallorca/1.svg',
  hotelCount: 42,
  perPersonAmount: 499,
  staticGroupId: 7,
};

const renderCard = (destination: GalleryDestination, language: 'en' | 'de' = 'en') =>
  renderWithProviders(
    <DestinationCard
      destination={destination}
      href="/en-gb/search?dest=es-mallorca&adults=2"
      formatPrice={(amount) => `€${amount}`}
    />,
    { language },
  );

describe('a destination card (all destinations)', () => {
  it('is an article named by its destination, whose name links to the result list', () => {
    renderCard(mallorca);
    const card = screen.getByRole('article', { name: 'Mallorca' });
    expect(card).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mallorca' })).toHaveAttribute(
      'href',
      '/en-gb/search?dest=es-mallorca&adults=2',
    );
  });

  it('shows a lazily loaded picture with a text alternative, country, hotel count and price', () => {
    renderCard(mallorca);
    const image = screen.getByRole('img', { name: 'Picture of Mallorca' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', mallorca.image);
    expect(screen.getByText('Spain')).toBeInTheDocument();
    expect(screen.getByText('42 hotels')).toBeInTheDocument();
    expect(screen.getByText('from €499 p.p.')).toBeInTheDocument();
  });

  it('counts a single hotel in the singular', () => {
    renderCard({ ...mallorca, hotelCount: 1 });
    expect(screen.getByText('1 hotel')).toBeInTheDocument();
  });

  it("says 'Price on request' when the destination has no price", () => {
    renderCard({ ...mallorca, perPersonAmount: null });
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.queryByText(/p\.p\./)).not.toBeInTheDocument();
  });

  it('shows no broken picture when the server sends none', () => {
    renderCard({ ...mallorca, image: '' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mallorca' })).toBeInTheDocument();
  });

  it('speaks German', () => {
    renderCard({ ...mallorca, perPersonAmount: 1299 }, 'de');
    expect(screen.getByRole('img', { name: 'Bild von Mallorca' })).toBeInTheDocument();
    expect(screen.getByText('42 Hotels')).toBeInTheDocument();
    expect(screen.getByText('ab €1299 p. P.')).toBeInTheDocument();
  });
});
