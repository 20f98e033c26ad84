import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapPlace } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { ClusterPlace } from '../model/clustering';
import { MapMarker, type MapMarkerProps } from './MapMarker';

const hotel: MapPlace = {
  id: 'hotel-7',
  lat: 39.57,
  lng: 2.65,
  type: 'hotel',
  tooltipText: 'Hotel Sol · from €499',
  hotelId: 7,
  hotel: {
    name: 'Hotel Sol',
    slugPath: 'spain/mallorca/palma',
    slugName: 'hotel-sol',
    image: '',
    location: ['Palma', 'Mallorca', 'Spain'],
    category: 4,
    averageRating: 5.2,
    reviewsCount: 120,
    lengthOfStay: 7,
    perPersonAmount: 499,
    amount: 998,
  },
};
const cluster: ClusterPlace = {
  id: 'cluster-3',
  lat: 39.6,
  lng: 2.7,
  type: 'cluster',
  tooltipText: '',
  count: 12,
  clusterId: 3,
};

function renderMarker(props: Partial<MapMarkerProps> & Pick<MapMarkerProps, 'place'>) {
  const onClick = jest.fn();
  renderWithProviders(
    <MapMarker
      lat={props.place.lat}
      lng={props.place.lng}
      level="hotels"
      active={false}
      onClick={onClick}
      buttonRef={() => undefined}
      {...props}
    />,
  );
  return onClick;
}

describe('map markers', () => {
  it('words a destination in the market currency, not with the server words in euro', () => {
    const palma: MapPlace = {
      id: 'es-palma',
      lat: 39.57,
      lng: 2.65,
      type: 'destination',
      tooltipText: 'Palma · 35 Hotels · from €281',
      name: 'Palma',
      count: 35,
      perPersonAmount: 281,
      staticGroupId: 10001,
    };
    renderMarker({ place: palma, level: 'destinations', price: '£239' });
    expect(
      screen.getByRole('button', { name: 'Palma · 35 hotels · from £239' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('keeps the server words for a place without its own name', () => {
    const place: MapPlace = {
      id: 'x',
      lat: 1,
      lng: 1,
      type: 'global',
      tooltipText: 'Spain · 168 Hotels',
    };
    renderMarker({ place, level: 'global', price: '£200' });
    expect(screen.getByRole('button', { name: 'Spain · 168 Hotels' })).toBeInTheDocument();
  });

  it('names a hotel marker by the hotel and describes it by its price', async () => {
    const onClick = renderMarker({ place: hotel, price: '€499' });
    const button = screen.getByRole('button', { name: 'Hotel Sol', expanded: false });
    expect(button).toHaveAccessibleDescription('€499');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledWith(hotel);
  });

  it('names a cluster by its count: hotels at the hotel level, places above it', () => {
    renderMarker({ place: cluster });
    expect(screen.getByRole('button', { name: '12 hotels' })).toHaveTextContent('12');
  });

  it('says places for a cluster of destinations', () => {
    renderMarker({ place: cluster, level: 'destinations' });
    expect(screen.getByRole('button', { name: '12 places' })).toBeInTheDocument();
  });

  it('shows a destination with the words the server gave it', () => {
    renderMarker({
      place: { ...hotel, id: 'es-palma', type: 'destination', tooltipText: 'Palma · from €399' },
    });
    expect(screen.getByRole('button', { name: 'Palma · from €399' })).not.toHaveAttribute(
      'aria-expanded',
    );
  });

  it('lifts the active marker above all others with z-index 10000', () => {
    renderMarker({ place: hotel, active: true });
    const button = screen.getByRole('button', { name: 'Hotel Sol', expanded: true });
    expect(button.parentElement).toHaveStyle({ zIndex: '10000' });
  });
});
