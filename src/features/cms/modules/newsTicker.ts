/**
 * The ticker repeats its messages to fill about this many slots (docs/rules/cms-modules.md,
 * "News ticker").
 */
export const tickerSlots = 10;

/**
 * How many copies of the message list the ticker runs: if 10 minus the count is at least 3, then
 * (10 minus count plus 1) copies, otherwise the message count.
 */
export function tickerCopies(count: number): number {
  const free = tickerSlots - count;
  return free >= 3 ? free + 1 : count;
}

/** The messages repeated as the ticker runs them; copy 0 is the one assistive technology reads. */
export function repeatMessages<T>(messages: readonly T[]): { copy: number; message: T }[] {
  return Array.from({ length: tickerCopies(messages.length) }, (_, copy) =>
    messages.map((message) => ({ copy, message })),
  ).flat();
}
