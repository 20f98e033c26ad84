import type { CmsImage } from '../../../api/types';

/** Teaser image slots and their sizes (spec 1 §9, spec 3 §9). */
export type CmsImageSlot =
  | 'hero'
  | 'classic'
  | 'simple'
  | 'amenities'
  | 'destination'
  | 'imageOffer'
  | 'promotion'
  | 'overlay';

export interface CmsPictureProps {
  image: CmsImage | undefined;
  slot: CmsImageSlot;
  /** The page's largest paint: loads at once and first; every other image loads near the view. */
  priority?: boolean;
  className?: string;
}

/** A CMS image in the size of its slot. */
export function CmsPicture({ image, priority, className }: CmsPictureProps) {
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.secure_url || image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
    />
  );
}
