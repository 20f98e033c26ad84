import { useId, useMemo, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../../ui/Modal';
import {
  galleryFilters,
  itemsOf,
  startIndex,
  stepIndex,
  type GalleryFilter,
  type GalleryItem,
} from '../model/gallery';
import { GalleryStage } from './GalleryStage';
import './hotelContent.css';

export interface MediaGalleryProps {
  items: readonly GalleryItem[];
  hotelName: string;
  /** Opened with the video button, it starts on the first video. */
  preferVideo: boolean;
  onClose: () => void;
  /** The shop's root element, so the brand's custom properties and styles apply in the portal. */
  container?: Element;
  returnFocusRef?: RefObject<HTMLElement>;
}

/**
 * The media gallery modal (docs/rules/hotel.md, "Media gallery"), its own lazy chunk: a category
 * dropdown (default 'all', only categories that exist), images first then videos, and a change of
 * category back to the first item. The modal traps focus, closes on Escape and gives focus back to
 * its opener.
 */
export default function MediaGallery({
  items,
  hotelName,
  preferVideo,
  onClose,
  container,
  returnFocusRef,
}: MediaGalleryProps) {
  const intl = useIntl();
  const selectId = useId();
  const filters = useMemo(() => galleryFilters(items), [items]);
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [index, setIndex] = useState(() => startIndex(items, preferVideo));
  const shown = useMemo(() => itemsOf(items, filter), [items, filter]);

  const optionLabel = (value: GalleryFilter) =>
    intl.formatMessage(
      { id: 'hotel.gallery.option' },
      {
        label: intl.formatMessage({ id: `hotel.gallery.category.${value}` }),
        count: itemsOf(items, value).length,
      },
    );

  return (
    <Modal
      open
      size="large"
      onClose={onClose}
      title={intl.formatMessage({ id: 'hotel.gallery.title' })}
      container={container}
      returnFocusRef={returnFocusRef}
    >
      <div className="hs-gallery">
        <p>
          <label htmlFor={selectId}>{intl.formatMessage({ id: 'hotel.gallery.category' })}</label>
          <select
            id={selectId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as GalleryFilter);
              // A category change starts again at the first item.
              setIndex(0);
            }}
          >
            {filters.map((value) => (
              <option key={value} value={value}>
                {optionLabel(value)}
              </option>
            ))}
          </select>
        </p>
        <GalleryStage
          items={shown}
          index={Math.min(index, Math.max(0, shown.length - 1))}
          hotelName={hotelName}
          onStep={(by) => setIndex((current) => stepIndex(current, by, shown.length))}
        />
      </div>
    </Modal>
  );
}
