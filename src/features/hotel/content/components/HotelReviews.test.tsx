import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { testReview, testReviews } from '../testing/hotelFixtures';
import { HotelReviews } from './HotelReviews';

const data = (count: number) => ({
  reviews: testReviews(count),
  reviewsUrl: 'https://reviews.demo.invalid/hotel/12345',
  total: 312,
});

const reviewHeadings = () =>
  within(screen.getByRole('region', { name: 'Reviews' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('hotel reviews', () => {
  it("says 'Checking for hotel reviews' while they load", () => {
    renderWithProviders(<HotelReviews status="loading" data={null} onRetry={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for hotel reviews');
    expect(screen.queryByText('Unfortunately no reviews found')).not.toBeInTheDocument();
  });

  it("says 'Unfortunately no reviews found' when there are none", () => {
    renderWithProviders(<HotelReviews status="resolved" data={data(0)} onRetry={jest.fn()} />);
    expect(screen.getByText('Unfortunately no reviews found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View more reviews' })).not.toBeInTheDocument();
  });

  it("shows 2 reviews first and up to 6 after 'View more reviews', focus on the first new one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HotelReviews status="resolved" data={data(8)} onRetry={jest.fn()} />);
    expect(reviewHeadings()).toEqual(['Review title 1', 'Review title 2']);
    await user.click(screen.getByRole('button', { name: 'View more reviews' }));
    expect(reviewHeadings()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Review title ${n}`));
    expect(screen.queryByRole('button', { name: 'View more reviews' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')[2]).toHaveFocus();
  });

  it("offers no 'View more reviews' when 2 or fewer exist", () => {
    renderWithProviders(<HotelReviews status="resolved" data={data(2)} onRetry={jest.fn()} />);
    expect(reviewHeadings()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'View more reviews' })).not.toBeInTheDocument();
  });

  it('shows title, image, rating on the 6 scale, date, text, user name and link of a review', () => {
    const review = testReview(1, { rating: 5.3, date: '2026-04-07' });
    renderWithProviders(
      <HotelReviews
        status="resolved"
        data={{ reviews: [review], reviewsUrl: '', total: 1 }}
        onRetry={jest.fn()}
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { name: 'Review title 1' })).toBeInTheDocument();
    expect(within(article).getByRole('presentation')).toHaveAttribute('src', review.image);
    expect(within(article).getByText('Rating 5.3 / 6')).toBeInTheDocument();
    expect(within(article).getByText('07.04.26')).toHaveAttribute('datetime', '2026-04-07');
    expect(within(article).getByText(/^Guest 1,/)).toBeInTheDocument();
    expect(within(article).getByText('Review text 1')).toBeInTheDocument();
    const link = within(article).getByRole('link', {
      name: 'Read the full review: Review title 1',
    });
    expect(link).toHaveAttribute('href', review.link);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out a date the server garbled, keeping the user name', async () => {
    const reviews = [
      testReview(1, { date: '2026-02-30' }),
      testReview(2, { date: '07.04.2026' }),
      testReview(3, { date: '2000-01-31' }),
    ];
    renderWithProviders(
      <HotelReviews
        status="resolved"
        data={{ reviews, reviewsUrl: '', total: 3 }}
        onRetry={jest.fn()}
      />,
    );
    // The whole byline is the name: no date follows it.
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Guest 1')).toBeInTheDocument();
    expect(within(second!).getByText('Guest 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View more reviews' }));
    expect(screen.getByText('31.01.00')).toHaveAttribute('datetime', '2000-01-31');
  });

  it('links to all reviews with their count', () => {
    renderWithProviders(<HotelReviews status="resolved" data={data(3)} onRetry={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Read all 312 reviews' })).toHaveAttribute(
      'href',
      'https://reviews.demo.invalid/hotel/12345',
    );
  });

  it('offers Try again when the reviews failed to load', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<HotelReviews status="rejected" data={null} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks German too', () => {
    renderWithProviders(<HotelReviews status="resolved" data={data(0)} onRetry={jest.fn()} />, {
      language: 'de',
    });
    expect(screen.getByRole('heading', { name: 'Bewertungen' })).toBeInTheDocument();
    expect(screen.getByText('Leider wurden keine Bewertungen gefunden')).toBeInTheDocument();
  });
});
