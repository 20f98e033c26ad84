import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  expectNoExecutableMarkup,
  readXssVectors,
  watchDialogs,
} from '../../../testing/xssVectors';
import { HotelListItem } from './HotelListItem';
import { testHotel, testItem, testOffer } from '../../../testing/resultItems';

const vectors = readXssVectors();
const dialogs = watchDialogs();

function itemWith(text: string) {
  const hotel = testHotel();
  const offer = testOffer();
  return testItem({
    hotel: {
      name: text,
      location: {
        ...hotel.location,
        city: { id: 'c1', name: text },
        country: { code: 'ES', name: text },
      },
    },
    offer: {
      rooms: offer.rooms.map((room) => ({
        ...room,
        name: text,
        board: { ...room.board, name: text },
      })),
    },
  });
}

describe('HotelListItem with hostile texts', () => {
  it('has XSS vectors to test with', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)('renders %s as text', (vector) => {
    const { container } = renderWithProviders(
      <HotelListItem
        item={itemWith(vector)}
        href="/en-gb/hotel/x"
        perPerson
        displayPrice={899}
        formatPrice={(amount) => `€${amount}`}
        favouritesEnabled
        isFavourite={false}
        onToggleFavourite={jest.fn()}
        onShowOnMap={jest.fn()}
      />,
    );

    expect(screen.getByRole('link').textContent).toBe(vector);
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent === vector)).toHaveLength(
      2,
    );
    expect(
      screen.getByText((_, element) => element?.textContent === `${vector}, ${vector}`),
    ).toBeInTheDocument();
    expectNoExecutableMarkup(container);
    dialogs.expectNoneOpened();
  });
});
