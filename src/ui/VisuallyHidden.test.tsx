import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text available to assistive technology', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove Mallorca</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove Mallorca' })).toBeInTheDocument();
  });
});
