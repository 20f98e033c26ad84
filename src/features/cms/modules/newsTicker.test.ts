import fc from 'fast-check';
import { repeatMessages, tickerCopies } from './newsTicker';

// With n messages: 11 - n copies when 10 - n is at least 3, otherwise n copies
// (docs/rules/cms-modules.md, "News ticker").
describe('news ticker repetition', () => {
  test.each([
    [1, 10],
    [2, 9],
    [5, 6],
    [7, 4],
    [8, 8],
    [9, 9],
    [10, 10],
    [12, 12],
  ])('%i messages run as %i copies', (count, copies) => {
    expect(tickerCopies(count)).toBe(copies);
  });

  test('every copy holds every message in order, copy 0 first', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 15 }), (messages) => {
        const run = repeatMessages(messages);
        expect(run).toHaveLength(messages.length * tickerCopies(messages.length));
        run.forEach(({ copy, message }, index) => {
          expect(copy).toBe(Math.floor(index / messages.length));
          expect(message).toBe(messages[index % messages.length]);
        });
      }),
    );
  });

  test('a few messages fill at least the 10 slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), (count) => {
        expect(count * tickerCopies(count)).toBeGreaterThanOrEqual(10);
      }),
    );
  });
});
