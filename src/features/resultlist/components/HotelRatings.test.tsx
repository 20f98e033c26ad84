import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { HotelRatings } from './HotelRatings';
import { testSummary, unknownSummary } from './ratings/testSummaries';

const ratings = { averageRating: 5.2, reviewsCount: 312, recommendationsTotal: 94 };
const summaries = [testSummary('holidaycheck'), testSummary('trustyou')];

describe('HotelRatings', () => {
  it('shows the summary line and, below it, the providers’ widgets once loaded', async () => {
    renderWithProviders(<HotelRatings ratings={ratings} summaries={summaries} />);
    const line = screen.getByText(/5\.2 \/ 6 \(312 reviews\) · 94% recommend this hotel/);
    const holidayCheck = await screen.findByRole('group', { name: 'HolidayCheck rating' });
    expect(await screen.findByRole('group', { name: 'TrustYou rating' })).toBeInTheDocument();
    expect(
      line.compareDocumentPosition(holidayCheck) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows only the summary line without summaries', () => {
    renderWithProviders(<HotelRatings ratings={ratings} />);
    expect(screen.getByText(/312 reviews/)).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows the widgets even when the own summary has no reviews', async () => {
    renderWithProviders(
      <HotelRatings ratings={{ averageRating: 0, reviewsCount: 0 }} summaries={summaries} />,
    );
    expect(await screen.findByRole('group', { name: 'HolidayCheck rating' })).toBeInTheDocument();
    expect(screen.queryByText(/recommend this hotel/)).not.toBeInTheDocument();
  });

  it('stays quiet about an unknown provider next to known ones', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <HotelRatings ratings={ratings} summaries={[unknownSummary(), testSummary('tripadvisor')]} />,
    );
    expect(await screen.findByRole('group', { name: 'Tripadvisor rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows no ratings at all when the host turns the rating display off', () => {
    const { container } = renderWithProviders(
      <HotelRatings ratings={ratings} summaries={summaries} />,
      { config: testConfig({ features: { hotelRating: false } }) },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
