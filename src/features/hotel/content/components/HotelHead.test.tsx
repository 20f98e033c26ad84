import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { testHotelInfo } from '../testing/hotelFixtures';
import { HotelHead, type HotelHeadProps } from './HotelHead';

function renderHead(props: Partial<HotelHeadProps> = {}) {
  const onOpenGallery = jest.fn();
  renderWithProviders(
    <HotelHead info={testHotelInfo()} showRating onOpenGallery={onOpenGallery} {...props} />,
  );
  return { onOpenGallery, user: userEvent.setup() };
}

describe('hotel head', () => {
  it('names the hotel in the page heading, with stars, location and average rating', () => {
    renderHead();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hotel Sol de Mallorca');
    expect(screen.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByText('Palma, Mallorca, Spain')).toBeInTheDocument();
    expect(
      screen.getByText(/Average rating 5\.2 \/ 6 \(312 reviews\) · 94% recommend this hotel/),
    ).toBeInTheDocument();
  });

  it('clamps the stars to 5 and shows none for category 0', () => {
    renderHead({ info: testHotelInfo({ category: 7 }) });
    expect(screen.getByRole('img', { name: '5 stars' })).toBeInTheDocument();
  });

  it('hides the rating when the hotel rating flag is off', () => {
    renderHead({ showRating: false });
    expect(screen.queryByText(/Average rating/)).not.toBeInTheDocument();
  });

  it('opens the gallery from the image, and on the video from the video button', async () => {
    const { user, onOpenGallery } = renderHead();
    await user.click(screen.getByRole('button', { name: 'Show all 4 photos' }));
    expect(onOpenGallery).toHaveBeenLastCalledWith(false, expect.any(HTMLButtonElement));
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(onOpenGallery).toHaveBeenLastCalledWith(true, expect.any(HTMLButtonElement));
  });

  it('has no video button without videos', () => {
    const info = testHotelInfo();
    renderHead({ info: { ...info, media: { ...info.media, videos: [] } } });
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
  });

  it("offers 'Show hotel on map' only when the map can be shown", async () => {
    const onShowMap = jest.fn();
    const { user } = renderHead({ onShowMap });
    await user.click(screen.getByRole('button', { name: 'Show hotel on map' }));
    expect(onShowMap).toHaveBeenCalledTimes(1);
  });

  it("has no 'Show hotel on map' without a map", () => {
    renderHead();
    expect(screen.queryByRole('button', { name: 'Show hotel on map' })).not.toBeInTheDocument();
  });
});
