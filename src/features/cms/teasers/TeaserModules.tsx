import type { AmenitiesTeaserItem, CmsModuleOf, TeaserItem } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { CmsIcon } from './CmsIcon';
import { CmsText } from '../editing/CmsText';
import type { CmsImageSlot } from '../images/CmsPicture';
import { TeaserCard } from './TeaserCard';
import type { TeaserPlace } from './teaserPlace';

/** The teaser types that are one teaser or a section of them. */
export type CardModule = CmsModuleOf<
  | 'amenitiesTeaser'
  | 'amenitiesSection'
  | 'destinationTeaser'
  | 'classicTeaser'
  | 'classicSection'
  | 'simpleTeaser'
  | 'simpleSection'
  | 'imageOfferTeaser'
  | 'textImageOverlayTeaser'
  | 'textImageOverlaySection'
>;

/**
 * Each type's image slot and whether its text lies over a wide image (docs/rules/cms-modules.md,
 * "Teaser types and their pictures").
 */
const cardKinds: Record<CardModule['type'], { slot: CmsImageSlot; wide?: boolean }> = {
  amenitiesTeaser: { slot: 'amenities' },
  amenitiesSection: { slot: 'amenities' },
  destinationTeaser: { slot: 'destination', wide: true },
  classicTeaser: { slot: 'classic' },
  classicSection: { slot: 'classic' },
  simpleTeaser: { slot: 'simple' },
  simpleSection: { slot: 'simple' },
  imageOfferTeaser: { slot: 'imageOffer' },
  textImageOverlayTeaser: { slot: 'overlay', wide: true },
  textImageOverlaySection: { slot: 'overlay', wide: true },
};

/** The amenities teaser's list of amenities under its texts. */
function Amenities({ item, place }: { item: AmenitiesTeaserItem; place: TeaserPlace }) {
  if (!item.amenities.length) return null;
  return (
    <ul className="hs-amenities">
      {item.amenities.map((amenity, index) => (
        <li key={amenity.code}>
          <CmsIcon name={amenity.icon} className="hs-amenities__icon" />
          <CmsText
            moduleId={place.moduleId}
            field={`${place.prefix}amenities.${index}.label`}
            value={amenity.label}
          />
        </li>
      ))}
    </ul>
  );
}

function Card({
  item,
  place,
  type,
}: {
  item: TeaserItem;
  place: TeaserPlace;
  type: CardModule['type'];
}) {
  const { slot, wide } = cardKinds[type];
  return (
    <TeaserCard teaser={item} place={place} slot={slot} wide={wide}>
      {'amenities' in item && <Amenities item={item as AmenitiesTeaserItem} place={place} />}
    </TeaserCard>
  );
}

/**
 * One teaser module, or a section: its headline an h2 and its teasers h3 in a list (without a
 * headline the teasers are h2 themselves). Each teaser of a section tracks as `<module id>-<n>`.
 */
export function CardTeaserModule({
  module,
  locale,
  position,
}: {
  module: CardModule;
  locale: Locale;
  position: number;
}) {
  if (!('teasers' in module)) {
    const place = {
      moduleId: module.id,
      prefix: '',
      level: 2,
      trackAs: { id: module.id, position },
      locale,
    } as const;
    return <Card item={module} place={place} type={module.type} />;
  }
  const items: TeaserItem[] = module.teasers;
  return (
    <section className={`hs-teaser-section hs-teaser-section--${module.type}`}>
      {module.headline && (
        <CmsText moduleId={module.id} field="headline" value={module.headline} as="h2" />
      )}
      <ul className="hs-teasers">
        {items.map((item, index) => (
          <li key={index}>
            <Card
              item={item}
              type={module.type}
              place={{
                moduleId: module.id,
                prefix: `teasers.${index}.`,
                level: module.headline ? 3 : 2,
                trackAs: { id: `${module.id}-${index + 1}`, position },
                locale,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
