import type { ComponentType, ReactNode } from 'react';
import type { CmsModule, CmsModuleOf, CmsModuleType } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { useHostConfig } from '../../../config/HostConfigContext';
import { lazyChunk, loadChunk } from '../../../lib/chunks';
import { importMembershipModule } from '../../auth';
import { importComplaintFormModule, importNewsletterModule } from '../../forms';

/** What every module view gets; `position` is its place on the page, for tracking. */
export interface ModuleViewProps<M extends CmsModule = CmsModule> {
  module: M;
  locale: Locale;
  position: number;
}

type ViewOf<T extends CmsModuleType> = (props: ModuleViewProps<CmsModuleOf<T>>) => ReactNode;
type ModuleView = ComponentType<ModuleViewProps>;

const teaserCards = () =>
  import(/* webpackChunkName: "cms-teaser-cards" */ '../teasers/TeaserModules').then(
    (chunk) => chunk.CardTeaserModule,
  );
const usps = () => import(/* webpackChunkName: "cms-usp" */ '../teasers/UspModules');
const text = () =>
  import(/* webpackChunkName: "cms-text" */ './TextModule').then((chunk) => chunk.TextModule);
const newsletter = () => importNewsletterModule().then((chunk) => chunk.default);

/**
 * Each module type's view, loaded on demand: a page downloads the code of the types it shows
 * only, each type (or a small family of types) a chunk of its own.
 */
const loaders: { [T in CmsModuleType]: () => Promise<ViewOf<T>> } = {
  // The slider and react-slick; the page shows the first slide (HeroStill) until they are here.
  heroSlider: () =>
    import(/* webpackChunkName: "cms-hero" */ '../hero/HeroSlider').then((chunk) => chunk.default),
  amenitiesTeaser: teaserCards,
  amenitiesSection: teaserCards,
  destinationTeaser: teaserCards,
  classicTeaser: teaserCards,
  classicSection: teaserCards,
  simpleTeaser: teaserCards,
  simpleSection: teaserCards,
  imageOfferTeaser: teaserCards,
  textImageOverlayTeaser: teaserCards,
  textImageOverlaySection: teaserCards,
  promotionTeaser: () =>
    import(/* webpackChunkName: "cms-promotion" */ '../teasers/PromotionTeaser').then(
      (chunk) => chunk.PromotionTeaser,
    ),
  uspTeaser: () => usps().then((chunk) => chunk.UspTeaser),
  uspList: () => usps().then((chunk) => chunk.UspList),
  navigationTabs: () =>
    import(/* webpackChunkName: "cms-tabs" */ '../teasers/NavigationTabs').then(
      (chunk) => chunk.NavigationTabs,
    ),
  // FAQ and free text are sanitised HTML: DOMPurify comes with them.
  faq: text,
  freeText: text,
  countdown: () =>
    import(/* webpackChunkName: "cms-countdown" */ '../modules/CountdownModule').then(
      (chunk) => chunk.CountdownModule,
    ),
  newsTicker: () =>
    import(/* webpackChunkName: "cms-ticker" */ '../modules/NewsTickerModule').then(
      (chunk) => chunk.NewsTickerModule,
    ),
  interactivePopup: () =>
    import(/* webpackChunkName: "cms-popup" */ '../modules/InteractivePopupModule').then(
      (chunk) => chunk.InteractivePopupModule,
    ),
  ancillariesInfo: () =>
    import(/* webpackChunkName: "cms-ancillaries" */ '../modules/AncillariesInfoModule').then(
      ({ AncillariesInfoModule }) =>
        function AncillariesInfo({ module }: { module: CmsModuleOf<'ancillariesInfo'> }) {
          const { cmsUser } = useHostConfig();
          return <AncillariesInfoModule module={module} cmsUser={cmsUser} />;
        },
    ),
  partnerLogo: () =>
    import(/* webpackChunkName: "cms-logos" */ '../modules/PartnerLogoModule').then(
      (chunk) => chunk.PartnerLogoModule,
    ),
  paymentLogos: () =>
    import(/* webpackChunkName: "cms-logos" */ '../modules/PaymentLogosModule').then(
      (chunk) => chunk.PaymentLogosModule,
    ),
  hotelAwardBanner: () =>
    import(/* webpackChunkName: "cms-award" */ '../modules/HotelAwardBannerModule').then(
      (chunk) => chunk.HotelAwardBannerModule,
    ),
  milesBadge: () =>
    import(/* webpackChunkName: "cms-miles" */ '../modules/MilesBadgeModule').then(
      (chunk) => chunk.MilesBadgeModule,
    ),
  // The membership promo code needs the login state: its own chunk, on pages that have one.
  membership: () => importMembershipModule().then((chunk) => chunk.default),
  // The complaint form from the complaint route's chunk: one chunk for both keeps the shell's
  // chunk map from growing.
  complaintForm: () => importComplaintFormModule().then((chunk) => chunk.default),
  // The newsletter forms: one chunk with Formik and their saga.
  newsletterSubscribe: newsletter,
  newsletterUnsubscribe: newsletter,
  newsletterCustomerEdit: newsletter,
};

const loaded = new Map<CmsModuleType, ModuleView>();
const pending = new Map<CmsModuleType, ModuleView>();

/** Loads the view of a module type (once); later calls get the same promise's result. */
export function loadModuleView(type: CmsModuleType): Promise<ModuleView> {
  const ready = loaded.get(type);
  if (ready) return Promise.resolve(ready);
  const load = loadChunk(loaders[type] as () => Promise<ModuleView>);
  return load().then((view) => {
    loaded.set(type, view);
    return view;
  });
}

/**
 * The view of a module type to render: the loaded component once its chunk is here, else a lazy
 * one that suspends until it is. A slot keeps what it got first, so a module never remounts.
 */
export function moduleView(type: CmsModuleType): ModuleView {
  const ready = loaded.get(type) ?? pending.get(type);
  if (ready) return ready;
  const view = lazyChunk(() => loadModuleView(type).then((component) => ({ default: component })), {
    retry: false,
  });
  pending.set(type, view);
  return view;
}

/** Whether a module type's view is already here (its slot needs no placeholder). */
export function moduleViewLoaded(type: CmsModuleType): boolean {
  return loaded.has(type);
}
