import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ResultListEmpty, ResultListFailed, ResultListSlow } from './ResultListStates';

describe('result list states', () => {
  it('suggests removing the filters when nothing matches', async () => {
    const onRemoveFilters = jest.fn();
    renderWithProviders(<ResultListEmpty onRemoveFilters={onRemoveFilters} />);
    expect(
      screen.getByRole('heading', { name: 'No hotels match your search' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove all filters' }));
    expect(onRemoveFilters).toHaveBeenCalledTimes(1);
  });

  it('offers no filter removal when no filter is set', () => {
    renderWithProviders(<ResultListEmpty />);
    expect(screen.getByRole('region', { name: 'No hotels match your search' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('alerts when the results could not be loaded and lets the visitor try again', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<ResultListFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The results could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('announces a slow search politely', () => {
    renderWithProviders(<ResultListSlow />);
    expect(screen.getByRole('status')).toHaveTextContent('Still searching for the best offers…');
  });

  it('speaks German', () => {
    renderWithProviders(<ResultListFailed onRetry={jest.fn()} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
