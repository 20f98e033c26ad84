import { useState, type CSSProperties } from 'react';
import type { CmsImage } from '../../../api/types';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useNearView } from '../../../ui/useNearView';
import { lazyOffsetPx, slotSizes, slotSources, type CmsImageSlot } from './cmsImageRules';
import fallbackImage from './DestinationImage.webp';
import { fetchPriorityAttribute } from '../../../ui/domAttributes';
import './CmsPicture.css';

export type { CmsImageSlot } from './cmsImageRules';

export interface CmsPictureProps {
  image: CmsImage | undefined;
  slot: CmsImageSlot;
  /** The page's largest paint: loads at once and first; every other image loads near the view. */
  priority?: boolean;
  className?: string;
}

// Shown until a lazy image comes near the view: a transparent pixel, so no alt text flashes.
const placeholder =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A CMS image in the sizes of its slot: small up to 767 px, medium above;
 * cloud-hosted images as webp through the host's CDN prefix; an image that fails to load gives
 * way to the shop's fallback picture. Width and height keep its space, so nothing shifts.
 */
export function CmsPicture({ image, slot, priority = false, className }: CmsPictureProps) {
  const { images } = useHostConfig();
  const { ref, near } = useNearView<HTMLImageElement>(lazyOffsetPx, !priority);
  const [failed, setFailed] = useState(false);
  if (!image) return null;
  const { small, medium } = slotSources(image, slot, images);
  const size = slotSizes[slot];
  const shape = {
    '--hs-img-small': `${size.small.width} / ${size.small.height}`,
    '--hs-img-medium': `${size.medium.width} / ${size.medium.height}`,
  } as CSSProperties;
  const img = (
    <img
      ref={ref}
      className={['hs-cms-img', className].filter(Boolean).join(' ')}
      style={shape}
      src={failed ? fallbackImage : near ? medium : placeholder}
      alt={image.alt ?? ''}
      width={size.medium.width}
      height={size.medium.height}
      loading={priority ? 'eager' : undefined}
      {...fetchPriorityAttribute(priority ? 'high' : undefined)}
      decoding={priority ? undefined : 'async'}
      onError={() => {
        if (near) setFailed(true);
      }}
    />
  );
  if (failed || small === medium) return img;
  return (
    <picture>
      <source
        media="(max-width: 767px)"
        srcSet={near ? small : placeholder}
        width={size.small.width}
        height={size.small.height}
      />
      {img}
    </picture>
  );
}
