import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DestinationsEmpty, DestinationsFailed, DestinationsSlow } from './DestinationsStates';

describe('destinations gallery states', () => {
  it('names the empty gallery with the agreed words', () => {
    renderWithProviders(<DestinationsEmpty />);
    expect(
      screen.getByRole('region', { name: 'No destinations for your criteria' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leads from an empty airport gallery to all destinations', () => {
    renderWithProviders(<DestinationsEmpty allDestinationsHref="/en-gb/gallery/AllDestinations" />);
    expect(screen.getByRole('link', { name: 'See all destinations' })).toHaveAttribute(
      'href',
      '/en-gb/gallery/AllDestinations',
    );
  });

  it('alerts when the gallery could not be loaded and lets the visitor try again', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<DestinationsFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The destinations could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('announces a slow load politely', () => {
    renderWithProviders(<DestinationsSlow />);
    expect(screen.getByRole('status')).toHaveTextContent('Still looking for destinations');
  });

  it('speaks German', () => {
    renderWithProviders(<DestinationsFailed onRetry={jest.fn()} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Reiseziele konnten nicht geladen werden.',
    );
  });
});
