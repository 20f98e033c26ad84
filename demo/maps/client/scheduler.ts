/** The next animation frame where there is one (jsdom without it gets a 16 ms timer). */
export function scheduleFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
}
