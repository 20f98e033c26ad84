import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { clampStarCategory, Stars } from './Stars';
import { renderUi } from './testing/renderUi';

/** The star count read back from the accessible name, or null when nothing is rendered. */
function renderedStarCount(category: number): number | null {
  renderUi(<Stars category={category} />);
  const stars = screen.queryByRole('img');
  const count = stars
    ? Number(/^([\d.]+) stars?$/.exec(stars.getAttribute('aria-label') ?? '')?.[1])
    : null;
  cleanup();
  return count;
}

describe('Stars', () => {
  it.each([
    [1, '1 star'],
    [3, '3 stars'],
    [4.5, '4.5 stars'],
    [5, '5 stars'],
    [7, '5 stars'],
    [0.4, '1 star'],
    [-2, '1 star'],
  ])('shows category %p as %p', (category, label) => {
    renderUi(<Stars category={category} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('shows nothing for category 0', () => {
    renderUi(<Stars category={0} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads out in German', () => {
    renderUi(<Stars category={3.5} />, { locale: 'de' });
    expect(screen.getByRole('img', { name: '3,5 Sterne' })).toBeInTheDocument();
  });

  it('clamps any number into 1..5 in half steps, or nothing for 0', () => {
    fc.assert(
      fc.property(fc.double(), (category) => {
        const count = clampStarCategory(category);
        if (category === 0 || Number.isNaN(category)) return count === null;
        return count !== null && count >= 1 && count <= 5 && Number.isInteger(count * 2);
      }),
    );
  });

  it('renders within 1..5 stars for any number, or nothing for 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(0)), (category) => {
        const count = renderedStarCount(category);
        if (category === 0 || Number.isNaN(category)) return count === null;
        return count !== null && count >= 1 && count <= 5;
      }),
      { numRuns: 200 },
    );
  });
});
