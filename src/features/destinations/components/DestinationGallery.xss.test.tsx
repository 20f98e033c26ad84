import { screen, within } from '@testing-library/react';
import type { GalleryDestination } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  expectNoExecutableMarkup,
  readXssVectors,
  watchDialogs,
} from '../../../testing/xssVectors';
import type { SearchQuery } from '../../search';
import { groupByCountry } from '../model/countryGroups';
import { destinationHref } from '../model/galleryRequest';
import { DestinationGallery } from './DestinationGallery';
import { safeUrl } from '../../../lib/safeUrl';

const vectors = readXssVectors();
const dialogs = watchDialogs();

const search: SearchQuery = {
  destinationIds: [],
  airports: ['FRA'],
  period: { departureDate: '2027-05-03', returnDate: '2027-05-10', duration: '7', exact: false },
  travellers: { adultsCount: 2, childrenBirthDates: [] },
  maxStops: 10000,
};

/** Every string of a card comes from the server: each carries the vector. */
const hostileCard = (text: string): GalleryDestination => ({
  id: text,
  name: text,
  type: 'region',
  countryName: text,
  image: text,
  hotelCount: 3,
  perPersonAmount: 499,
  staticGroupId: 1,
});

describe('destination cards with hostile server texts', () => {
  it('has XSS vectors to test with', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)('renders %s as text', (vector) => {
    const card = hostileCard(vector);
    const { container } = renderWithProviders(
      <DestinationGallery
        groups={groupByCountry([card], 'en-GB')}
        hrefFor={(destination) => destinationHref('en-gb', search, destination)}
        formatPrice={(amount) => `€${amount}`}
      />,
    );

    const country = vector.trim();
    if (country) expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(country);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(vector);
    // The id travels only as an encoded query value: it cannot leave the result list's URL.
    const target = new URL(link.getAttribute('href') ?? '', 'http://shop.test');
    expect(target.origin + target.pathname).toBe('http://shop.test/en-gb/search');
    expect(target.searchParams.get('dest')).toBe(vector);
    const article = screen.getByRole('article');
    // A picture shows only from an address of the web or this site; a script URL never.
    const picture = safeUrl(vector);
    if (picture) expect(within(article).getByRole('img')).toHaveAttribute('src', picture);
    else expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(article).getAllByText((_, element) => element?.textContent === vector).length,
    ).toBeGreaterThanOrEqual(2);

    // No role query finds an injected element, so these look at the markup itself.
    expectNoExecutableMarkup(container);
    dialogs.expectNoneOpened();
  });
});
