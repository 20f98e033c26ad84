import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { LoadFailed, LoadSlow } from './LoadStates';

describe('load states', () => {
  it('announces a failed load with its text and offers "Try again"', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<LoadFailed onRetry={onRetry}>The list could not be loaded.</LoadFailed>);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says "Erneut versuchen" in German', () => {
    renderWithProviders(<LoadFailed onRetry={jest.fn()}>x</LoadFailed>, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('notes a slow load politely, as a status', () => {
    renderWithProviders(<LoadSlow>Still searching</LoadSlow>);
    expect(screen.getByRole('status')).toHaveTextContent('Still searching');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
