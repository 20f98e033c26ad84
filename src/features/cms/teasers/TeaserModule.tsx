import type { CmsModuleOf } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { NavigationTabs } from './NavigationTabs';
import { PromotionTeaser } from './PromotionTeaser';
import { CardTeaserModule, type CardModule } from './TeaserModules';
import { UspList, UspTeaser } from './UspModules';

/** Every teaser module type of spec 1 §2.4 and spec 3 §2.1 (FAQ and free text aside). */
export type TeaserModuleType =
  CardModule | CmsModuleOf<'promotionTeaser' | 'uspTeaser' | 'uspList' | 'navigationTabs'>;

/** A teaser module; `position` is its place on the page, for tracking. */
export function TeaserModule({
  module,
  locale,
  position,
}: {
  module: TeaserModuleType;
  locale: Locale;
  position: number;
}) {
  switch (module.type) {
    case 'promotionTeaser':
      return <PromotionTeaser module={module} locale={locale} position={position} />;
    case 'uspTeaser':
      return <UspTeaser module={module} />;
    case 'uspList':
      return <UspList module={module} />;
    case 'navigationTabs':
      return <NavigationTabs module={module} locale={locale} position={position} />;
    default:
      return <CardTeaserModule module={module} locale={locale} position={position} />;
  }
}
