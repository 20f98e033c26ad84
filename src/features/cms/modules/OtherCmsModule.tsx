import type { CmsModuleOf } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { useHostConfig } from '../../../app/HostConfigContext';
import { AncillariesInfoModule } from './AncillariesInfoModule';
import { useCmsModuleStyles } from './cmsModuleStyles';
import { CountdownModule } from './CountdownModule';
import { HotelAwardBannerModule } from './HotelAwardBannerModule';
import { InteractivePopupModule } from './InteractivePopupModule';
import { MilesBadgeModule } from './MilesBadgeModule';
import { NewsTickerModule } from './NewsTickerModule';
import { PartnerLogoModule } from './PartnerLogoModule';
import { PaymentLogosModule } from './PaymentLogosModule';

/** The module types this chunk renders (spec 3 §2.1 "Other modules"). */
export type OtherModule = CmsModuleOf<
  | 'countdown'
  | 'newsTicker'
  | 'interactivePopup'
  | 'ancillariesInfo'
  | 'partnerLogo'
  | 'hotelAwardBanner'
  | 'milesBadge'
  | 'paymentLogos'
>;

function ModuleBody({ module, locale }: { module: OtherModule; locale: Locale }) {
  const { cmsUser } = useHostConfig();
  switch (module.type) {
    case 'countdown':
      return <CountdownModule module={module} />;
    case 'newsTicker':
      return <NewsTickerModule module={module} locale={locale} />;
    case 'interactivePopup':
      return <InteractivePopupModule module={module} />;
    case 'ancillariesInfo':
      return <AncillariesInfoModule module={module} cmsUser={cmsUser} />;
    case 'partnerLogo':
      return <PartnerLogoModule module={module} />;
    case 'hotelAwardBanner':
      return <HotelAwardBannerModule module={module} />;
    case 'milesBadge':
      return <MilesBadgeModule module={module} />;
    case 'paymentLogos':
      return <PaymentLogosModule module={module} />;
  }
}

/** One of the other modules (framed by the page when only a CMS editor may see it here). */
export default function OtherCmsModule({
  module,
  locale,
}: {
  module: OtherModule;
  locale: Locale;
}) {
  useCmsModuleStyles();
  return <ModuleBody module={module} locale={locale} />;
}
