import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { HotelListItem } from './HotelListItem';
import { testHotel, testItem, testOffer } from './testItems';

// Shared test data beside the project: one vector a line, '#' lines are comments and a literal
// backslash-n stands for a line break.
const vectors = readFileSync(
  path.resolve(__dirname, '../../../../../shared/data/xss-vectors.txt'),
  'utf8',
)
  .split(/\r?\n/)
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.replaceAll('\\n', '\n'));

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
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const confirmSpy = jest.spyOn(window, 'confirm').mockImplementation(() => false);
    const promptSpy = jest.spyOn(window, 'prompt').mockImplementation(() => null);
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
    expect(
      container.querySelectorAll('script, iframe, object, embed, form, meta, link, base, style'),
    ).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.toLowerCase()).not.toMatch(/^on/);
      }
    }
    expect(alertSpy).not.toHaveBeenCalled();
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(promptSpy).not.toHaveBeenCalled();
  });
});
