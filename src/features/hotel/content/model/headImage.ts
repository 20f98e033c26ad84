import type { HotelInfo } from '../../../../api/types';
import { safeUrl } from '../../../../lib/safeUrl';

/** The header's picture: the main image, else the first of the gallery; none without a gallery. */
export function headImageOf(info: HotelInfo): string | undefined {
  const images = info.media?.images ?? [];
  if (images.length === 0) return undefined;
  return safeUrl(info.content?.mainImage?.link) ?? safeUrl(images[0]?.link);
}
