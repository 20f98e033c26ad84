import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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

/** Spec 3 §6: what only a CMS editor sees is framed and labelled as such. */
function EditorFrame({ children }: { children: ReactNode }) {
  return (
    <div className="hs-cms-editor">
      <p className="hs-cms-editor__label">
        <FormattedMessage id="cms.editorOnly" />
      </p>
      {children}
    </div>
  );
}

/** One of the other modules; `editorOnly` when only a CMS editor may see it here. */
export default function OtherCmsModule({
  module,
  locale,
  editorOnly,
}: {
  module: OtherModule;
  locale: Locale;
  editorOnly: boolean;
}) {
  useCmsModuleStyles();
  const body = <ModuleBody module={module} locale={locale} />;
  return editorOnly ? <EditorFrame>{body}</EditorFrame> : body;
}
