import { renderHook } from '@testing-library/react';
import { useStableCallback } from './useStableCallback';

describe('useStableCallback', () => {
  it('keeps one identity across renders and runs the latest handler', () => {
    const { result, rerender } = renderHook(({ n }) => useStableCallback((x: number) => x + n), {
      initialProps: { n: 1 },
    });
    const first = result.current;
    expect(first(1)).toBe(2);
    rerender({ n: 10 });
    expect(result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});
