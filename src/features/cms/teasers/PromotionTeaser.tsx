import type { CmsModuleOf } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { CmsLink } from '../../shell';
import { CmsText } from '../editing/CmsText';
import { CmsPicture } from '../images/CmsPicture';
import { useTeaserTracking } from './teaserPlace';
import './teaser.css';

/**
 * The promotion teaser (headline, text, images, button text, link). The
 * widest of its images goes to the picture, which serves the slot's sizes (420x300, 1920x480).
 */
export function PromotionTeaser({
  module,
  locale,
  position,
}: {
  module: CmsModuleOf<'promotionTeaser'>;
  locale: Locale;
  position: number;
}) {
  const { ref, onClick } = useTeaserTracking(module.id, module.headline, position);
  const image = [...module.images].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
  const text = (field: 'headline' | 'text', as: 'h2' | 'p') => (
    <CmsText moduleId={module.id} field={field} value={module[field]} as={as} />
  );
  return (
    <article className="hs-teaser hs-teaser--wide hs-teaser--promotion" ref={ref}>
      <CmsPicture image={image} slot="promotion" />
      <div className="hs-teaser__text hs-teaser__text--center hs-teaser__text--size-default hs-teaser__text--brand">
        {text('headline', 'h2')}
        {text('text', 'p')}
        {module.link && module.buttonText && (
          <CmsLink
            className="hs-button"
            url={module.link}
            locale={locale}
            newTab={module.linkout}
            onClick={onClick}
          >
            <CmsText moduleId={module.id} field="buttonText" value={module.buttonText} />
          </CmsLink>
        )}
      </div>
    </article>
  );
}
