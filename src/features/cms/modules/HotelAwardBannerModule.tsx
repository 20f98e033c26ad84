import { FormattedMessage } from 'react-intl';
import type { HotelAwardBannerModule as AwardBannerData } from '../../../api/types';
import './HotelAwardBannerModule.css';

/** Spec 3 §2.1: the award image at its size; CMS editors see a placeholder when it names no hotel. */
export function HotelAwardBannerModule({ module }: { module: AwardBannerData }) {
  if (module.giataIds.length === 0 || module.image.url === '') {
    return (
      <p>
        <FormattedMessage id="cms.award.placeholder" />
      </p>
    );
  }
  return (
    <div className="hs-award">
      <img
        src={module.image.secure_url || module.image.url}
        alt={module.image.alt}
        width={module.width}
        height={module.height}
        loading="lazy"
      />
    </div>
  );
}
