import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MediaItem } from '../../../api/types';
import { leadImageProps, preloadLeadImage } from '../../../ui/leadImage';
import { galleryUrls } from '../model/leadImage';

export interface ThumbnailGalleryProps {
  hotelName: string;
  thumbnails: MediaItem[];
  /** Shown when the hotel has no thumbnails. */
  fallback?: string;
  /** The list's first picture, the page's largest content: loaded at once, never lazily. */
  lead?: boolean;
}

/** One lazily loaded thumbnail at a time, with previous and next buttons that wrap around. */
export function ThumbnailGallery({ hotelName, thumbnails, fallback, lead }: ThumbnailGalleryProps) {
  const intl = useIntl();
  const urls = galleryUrls(thumbnails, fallback);
  const [index, setIndex] = useState(0);
  const current = urls[index % Math.max(1, urls.length)];
  if (current === undefined) return <div className="hs-rl-gallery" />;
  if (lead && index === 0) preloadLeadImage(current);

  const total = urls.length;
  const step = (by: number) => setIndex((index + by + total) % total);
  return (
    <div className="hs-rl-gallery">
      <img
        src={current}
        {...(lead ? leadImageProps : { loading: 'lazy', decoding: 'async' })}
        alt={intl.formatMessage(
          { id: 'resultlist.item.imageAlt' },
          { name: hotelName, number: (index % total) + 1, total },
        )}
      />
      {total > 1 && (
        <>
          <button
            type="button"
            className="hs-rl-gallery__nav hs-rl-gallery__nav--prev"
            aria-label={intl.formatMessage({ id: 'resultlist.item.previousImage' })}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="hs-rl-gallery__nav hs-rl-gallery__nav--next"
            aria-label={intl.formatMessage({ id: 'resultlist.item.nextImage' })}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
