/**
 * A provider's average moved onto the scale its widget draws (e.g. a 4.5 of 5 becomes 5.4 of 6),
 * clamped to 0..to; a missing or broken value or scale reads as 0 rather than an overflowing bar.
 */
export function onScale(value: number, from: number, to: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(from) || from <= 0) return 0;
  const moved = from === to ? value : (value * to) / from;
  return Math.min(to, Math.max(0, moved));
}

/** The icon count a bar fills: rounded to half icons, like the star category. */
export function filledIcons(value: number): number {
  return Math.round(value * 2) / 2;
}

/** How full each of `max` icons is (0, 0.5 or 1) for a value on the same scale. */
export function iconFills(value: number, max: number): number[] {
  const filled = filledIcons(value);
  return Array.from({ length: max }, (_, index) => Math.min(1, Math.max(0, filled - index)));
}

/** A bar's icon is 24 drawing units wide; icons stand 1.2 units (0.05em) apart. */
export const iconWidth = 24;
export const iconStep = 25.2;

/** Drawing units of a bar of `max` icons, without a gap after the last one. */
export function barWidth(max: number): number {
  return max * iconStep - (iconStep - iconWidth);
}

/** Drawing units the filled layer covers: up to the end of the last icon's filled part. */
export function filledWidth(value: number, max: number): number {
  return iconFills(value, max).reduce(
    (width, fill, index) => (fill > 0 ? index * iconStep + fill * iconWidth : width),
    0,
  );
}
