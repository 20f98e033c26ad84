import { getDefaultNormalizer, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  expectNoExecutableMarkup,
  readXssVectors,
  watchDialogs,
} from '../../../testing/xssVectors';
import { HotelCardVertical, hotelCardFromMapHotel } from './HotelCardVertical';

const vectors = readXssVectors();
const dialogs = watchDialogs();

/** Every server string the card shows carries the vector: name (also in the alt text) and location. */
function cardWith(text: string) {
  return hotelCardFromMapHotel(4711, {
    name: text,
    slugPath: 'x',
    slugName: 'x',
    image: '/demo-media/hotel-4711-1.svg',
    location: [`${text} city`, `${text} region`, `${text} country`],
    category: 4,
    averageRating: 5.2,
    reviewsCount: 312,
    lengthOfStay: 7,
    perPersonAmount: 899,
    amount: 1798,
  });
}

describe('HotelCardVertical with hostile texts', () => {
  it('has XSS vectors to test with', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)('renders %s as text in both variants', (vector) => {
    const { container } = renderWithProviders(
      <>
        {(['default', 'mobileMap'] as const).map((variant) => (
          <HotelCardVertical
            key={variant}
            variant={variant}
            hotel={cardWith(vector)}
            href="/en-gb/hotel/x"
            perPerson
            displayPrice={899}
            formatPrice={(amount) => `€${amount}`}
            favouritesEnabled
            isFavourite={false}
            onToggleFavourite={jest.fn()}
          />
        ))}
      </>,
    );

    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual([vector, vector]);
    const raw = getDefaultNormalizer({ trim: false, collapseWhitespace: false });
    expect(screen.getByAltText(`Photo of ${vector}`, { normalizer: raw })).toBeInTheDocument();
    // Location parts are trimmed before they are joined.
    const location = ['city', 'region', 'country'].map((part) => `${vector} ${part}`.trim());
    expect(
      screen.getAllByText(
        (_, element) => element?.tagName === 'P' && element.textContent === location.join(' | '),
      ),
    ).toHaveLength(2);
    expectNoExecutableMarkup(container);
    dialogs.expectNoneOpened();
  });
});
