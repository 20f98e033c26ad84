import fc from 'fast-check';
import { inColumns, linksPerColumn } from './columns';

describe('columns of navigation links', () => {
  it('splits any list into columns of 10, in order, only the last one shorter', () => {
    expect(linksPerColumn).toBe(10);
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 95 }), (items) => {
        const columns = inColumns(items);
        expect(columns).toHaveLength(Math.ceil(items.length / 10));
        columns.slice(0, -1).forEach((column) => expect(column).toHaveLength(10));
        expect(columns.at(-1)?.length ?? 0).toBeLessThanOrEqual(10);
        expect(columns.flat()).toEqual(items);
      }),
    );
  });
});
