import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a failing part and logs the error once', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>Rest of the page</p>
        <ErrorBoundary fallback={<p>Could not load</p>}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    expect(error.mock.calls.some((call) => String(call[0]).includes('chunk failed to load'))).toBe(
      true,
    );
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary fallback={null}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
