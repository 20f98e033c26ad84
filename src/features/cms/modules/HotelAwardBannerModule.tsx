import { FormattedMessage } from 'react-intl';
import type { HotelAwardBannerModule as AwardBannerData } from '../../../api/types';
import './HotelAwardBannerModule.css';
import { safeUrl } from '../../../lib/safeUrl';

/** The award image at its size; CMS editors see a placeholder when it names no hotel. */
export function HotelAwardBannerModule({ module }: { module: AwardBannerData }) {
  const src = safeUrl(module.image.secure_url || module.image.url);
  if (module.giataIds.length === 0 || !src) {
    return (
      <p>
        <FormattedMessage id="cms.award.placeholder" />
      </p>
    );
  }
  return (
    <div className="hs-award">
      <img
        src={src}
        alt={module.image.alt}
        width={module.width}
        height={module.height}
        loading="lazy"
      />
    </div>
  );
}
