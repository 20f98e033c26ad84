import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GalleryItem } from '../model/gallery';

/** A horizontal swipe longer than this (CSS px) moves to the neighbouring item. */
export const swipeThreshold = 40;

export interface GalleryStageProps {
  items: readonly GalleryItem[];
  index: number;
  hotelName: string;
  onStep: (by: number) => void;
}

/** Keys the focused control needs itself: a select and a video's own controls use the arrows. */
const ownsArrows = (target: EventTarget) =>
  target instanceof HTMLElement && /^(SELECT|VIDEO|INPUT|TEXTAREA)$/.test(target.tagName);

/**
 * One item at a time with previous / next buttons, arrow keys and swipe (pointer events), and its
 * position as '3 / 12'. A small own carousel: no cloned slides for assistive technology to trip on.
 */
export function GalleryStage({ items, index, hotelName, onStep }: GalleryStageProps) {
  const intl = useIntl();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const item = items[index];
  const total = items.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (total < 2 || ownsArrows(event.target)) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onStep(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || total < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // Mostly sideways and far enough: a swipe, not a tap or a vertical scroll.
    if (Math.abs(dx) >= swipeThreshold && Math.abs(dx) > Math.abs(dy)) onStep(dx < 0 ? 1 : -1);
  };

  if (!item) return null;
  const number = index + 1;
  const label = item.title ?? '';

  return (
    // Arrow keys and swipes are shortcuts; the buttons do the same for everyone.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div className="hs-gallery__carousel" onKeyDown={onKeyDown}>
      <div
        className="hs-gallery__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {item.kind === 'image' ? (
          <img
            key={item.src}
            src={item.src}
            alt={
              label ||
              intl.formatMessage(
                { id: 'hotel.gallery.imageAlt' },
                { name: hotelName, number, total },
              )
            }
            draggable={false}
          />
        ) : (
          // The media item carries no caption track (only src, type and options); one is added here
          // once the API sends them.
          // eslint-disable-next-line jsx-a11y/media-has-caption -- see above
          <video
            key={item.src}
            controls
            preload="none"
            playsInline
            poster={item.poster}
            muted={item.muted}
            loop={item.loop}
            aria-label={
              label ||
              intl.formatMessage(
                { id: 'hotel.gallery.videoLabel' },
                { name: hotelName, number, total },
              )
            }
          >
            <source src={item.src} type={item.mimeType || undefined} />
          </video>
        )}
        {total > 1 && (
          <>
            <button
              type="button"
              className="hs-gallery__nav hs-gallery__nav--prev"
              onClick={() => onStep(-1)}
            >
              <span aria-hidden="true">‹ </span>
              <FormattedMessage id="hotel.gallery.previous" />
            </button>
            <button
              type="button"
              className="hs-gallery__nav hs-gallery__nav--next"
              onClick={() => onStep(1)}
            >
              <FormattedMessage id="hotel.gallery.next" />
              <span aria-hidden="true"> ›</span>
            </button>
          </>
        )}
      </div>
      <p className="hs-gallery__position" aria-live="polite" aria-atomic="true">
        <FormattedMessage id="hotel.gallery.position" values={{ number, total }} />
      </p>
    </div>
  );
}
