import { useId } from 'react';
import { barWidth, filledWidth, iconStep, iconWidth } from './ratingScale';

type Shape = 'sun' | 'bubble';

const shapes: Record<Shape, { filled: string; outline: string }> = {
  // A disc with eight rays.
  sun: {
    filled:
      'M12 7a5 5 0 1 1 0 10a5 5 0 0 1 0-10zM11 1h2v4h-2zM11 19h2v4h-2zM1 11h4v2H1zM19 11h4v2h-4zM4.2 5.6l1.4-1.4 2.8 2.8-1.4 1.4zM15.6 17l1.4-1.4 2.8 2.8-1.4 1.4zM4.2 18.4l2.8-2.8 1.4 1.4-2.8 2.8zM15.6 7l2.8-2.8 1.4 1.4-2.8 2.8z',
    outline: 'M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 0 0 0-7z',
  },
  bubble: {
    filled: 'M12 2a10 10 0 1 1 0 20a10 10 0 0 1 0-20z',
    outline: 'M12 4a8 8 0 1 0 0 16a8 8 0 0 0 0-16z',
  },
};

interface IconBarProps {
  value: number;
  /** Icons in the bar. */
  max: number;
  shape: Shape;
}

/**
 * The bar is one drawing: the icon repeats as a pattern, faint across the whole bar and solid
 * over the rated part, so a result list of twenty hotels draws forty drawings, not four hundred.
 * The empty part keeps the outline so the scale stays readable.
 */
function IconBar({ value, max, shape }: IconBarProps) {
  const id = useId();
  const { filled, outline } = shapes[shape];
  const width = barWidth(max);
  return (
    <span className={`hs-rating-bar hs-rating-bar--${shape}`}>
      <svg
        width={`${width / iconWidth}em`}
        height="1em"
        viewBox={`0 0 ${width} ${iconWidth}`}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <pattern id={`${id}e`} width={iconStep} height={iconWidth} patternUnits="userSpaceOnUse">
            <path d={filled} fill="currentColor" opacity={0.25} />
            {shape === 'bubble' && <path d={outline} fill="#fff" />}
          </pattern>
          <pattern id={`${id}f`} width={iconStep} height={iconWidth} patternUnits="userSpaceOnUse">
            <path d={filled} fill="currentColor" />
          </pattern>
        </defs>
        <rect width={width} height={iconWidth} fill={`url(#${id}e)`} />
        <rect
          className="hs-rating-bar__filled"
          width={filledWidth(value, max)}
          height={iconWidth}
          fill={`url(#${id}f)`}
        />
      </svg>
    </span>
  );
}

/** HolidayCheck's suns; five by default, the HolidayCheck widget asks for six. */
export function SunBar({ value, max = 5 }: { value: number; max?: number }) {
  return <IconBar value={value} max={max} shape="sun" />;
}

/** Tripadvisor's bubbles, five of them. */
export function BubbleBar({ value, max = 5 }: { value: number; max?: number }) {
  return <IconBar value={value} max={max} shape="bubble" />;
}
