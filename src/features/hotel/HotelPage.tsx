import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useHostConfig } from '../../config/HostConfigContext';
import { href } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeatureSaga } from '../../store/useFeatureSaga';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { lazyChunk, loadChunk } from '../../lib/chunks';
import { afterPageQuiet } from '../../lib/pageQuiet';
import { Loader } from '../../ui/Loader';
import { toSearchParams, useAppliedSearch } from '../search';
// The search feature's own mapping from the applied search to the product search every
// search-scoped call sends (the result list uses the same); not yet exported from its index.
import { toProductSearch } from '../search';
import { useShopLocale } from '../shell';
import { HotelFavourites } from '../favourites';
import { HotelHead } from './content/components/HotelHead';
import {
  HotelHeadPlaceholder,
  HotelInfoFailed,
  HotelNotFound,
} from './content/components/HotelPageStates';
import { HotelReviews } from './content/components/HotelReviews';
import './content/components/hotelContent.css';
import { hotelContentFeature } from './content/hotelContentFeature';
import {
  hotelContentActions,
  selectInfoResource,
  selectReviewsResource,
  type HotelContentRequest,
} from './content/hotelContentSlice';
import { galleryItems } from './content/model/gallery';
import { useCanonicalLink } from '../../ui/headTags';
import { LeadShownContext, usePaintedAfter } from '../../ui/leadShown';
import { useHotelRoute } from './useHotelRoute';
import { useOfferSearch } from './offers/useOfferSearch';
import { canShowOnMap, HotelMapOverlay } from './content/components/HotelMapOverlay';

// The texts sit below the first screen and bring the HTML sanitiser: their own chunk, requested
// once the page has shown its content (docs/rules/speed.md), so it does not hold back the header.
const loadTexts = loadChunk(
  () => import(/* webpackChunkName: "hotel-texts" */ './content/components/HotelAbout'),
  { after: afterPageQuiet },
);
const HotelAbout = lazyChunk(() => loadTexts().then((module) => ({ default: module.HotelAbout })), {
  retry: false,
});

const loadGallery = loadChunk(
  () => import(/* webpackChunkName: "hotel-gallery" */ './content/components/MediaGallery'),
);
// Only a visitor who opens it pays for the gallery.
const MediaGallery = lazyChunk(loadGallery, { retry: false });
const prepareGallery = () => void loadGallery().catch(() => undefined);

interface Props {
  /** The offer area (dates, flights, the selected offer), composed by the route. */
  offers: ReactNode;
  /** Opens the hotel map overlay; without it 'Show hotel on map' is not offered. */
  onShowMap?: (opener: HTMLElement) => void;
}

interface OpenGallery {
  preferVideo: boolean;
  container?: Element;
}

/** The hotel detail page: head, offer area, texts and reviews, media gallery. */
export function HotelPage({ offers, onShowMap }: Props) {
  useFeatureSaga(hotelContentFeature);
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const { hotelId, slugName, slugPath } = useHotelRoute();
  const locale = useShopLocale();
  useCanonicalLink(
    hotelId === null
      ? null
      : window.location.origin +
          config.basePath +
          href('hoteldetail', locale, { slugPath, slugName, g: String(hotelId) }),
  );
  const search = useAppliedSearch();
  const offerSearch = useOfferSearch();
  const request = useMemo<HotelContentRequest | null>(
    () => (hotelId === null ? null : { hotelId, locale, productSearch: toProductSearch(search) }),
    [hotelId, locale, search],
  );
  const view = useCallback(() => {
    // The saga skips requests already loading or loaded, so asking again is cheap.
    if (request) dispatch(hotelContentActions.hotelViewed(request));
  }, [dispatch, request]);
  useEffect(view, [view]);

  // The hotel's answer is drawn at transition priority: React renders the page's content in slices
  // and lets the browser in between, instead of one long task as a store update would get.
  const infoResource = useDeferredValue(useAppSelector(selectInfoResource));
  // The reviews are below the first screen: drawn at transition priority when they arrive.
  const reviewsResource = useDeferredValue(useAppSelector(selectReviewsResource));
  // Right after a navigation the store may still hold the previous hotel: never show it here.
  const info = infoResource.hotelId === hotelId ? infoResource : null;
  const reviews = reviewsResource.hotelId === hotelId ? reviewsResource : null;
  const hotel = info?.data ?? null;
  const media = hotel?.media;
  const items = useMemo(() => (media ? galleryItems(media) : []), [media]);

  const [gallery, setGallery] = useState<OpenGallery | null>(null);
  // The hotel map overlay: offered when the brand has the map and the hotel a place.
  const [mapContainer, setMapContainer] = useState<Element | null | undefined>(undefined);
  const showMap =
    onShowMap ??
    (config.features.hotelMap && hotel && canShowOnMap(hotel)
      ? (element?: HTMLElement) => setMapContainer(element?.closest('.hs-root') ?? null)
      : undefined);
  const opener = useRef<HTMLElement | null>(null);
  const openGallery = (preferVideo: boolean, element: HTMLElement) => {
    opener.current = element;
    setGallery({ preferVideo, container: element.closest('.hs-root') ?? undefined });
  };

  // The offers and the CMS modules above them ask for their answers and code once the head is on
  // screen (or has failed): on a phone's connection the head's picture goes first, and the page's
  // largest paint does not wait for the offers' render (docs/rules/speed.md).
  const leadShown = usePaintedAfter(hotel !== null || info?.status === 'rejected');

  if (info?.status === 'notFound') {
    return (
      <section className="hs-hotel">
        <HotelNotFound searchHref={href('resultlist', locale, {}, toSearchParams(search))} />
      </section>
    );
  }

  return (
    <section className="hs-hotel" aria-busy={info?.status === 'loading'}>
      {hotel ? (
        <HotelHead
          info={hotel}
          showRating={config.features.hotelRating}
          onOpenGallery={openGallery}
          onPrepareGallery={prepareGallery}
          onShowMap={showMap}
          favourites={
            hotelId !== null && (
              <HotelFavourites
                hotelId={hotelId}
                hotelName={hotel.name}
                locale={locale}
                search={offerSearch}
              />
            )
          }
        />
      ) : info?.status === 'rejected' ? (
        <HotelInfoFailed onRetry={view} />
      ) : (
        <HotelHeadPlaceholder />
      )}
      <LeadShownContext.Provider value={leadShown}>{offers}</LeadShownContext.Provider>
      {hotel && (
        <ErrorBoundary fallback={<HotelInfoFailed onRetry={() => window.location.reload()} />}>
          <Suspense fallback={<Loader />}>
            <HotelAbout info={hotel} />
          </Suspense>
        </ErrorBoundary>
      )}
      <HotelReviews
        key={hotelId ?? 'none'}
        status={reviews?.status ?? 'idle'}
        data={reviews?.data ?? null}
        onRetry={view}
      />
      {mapContainer !== undefined && hotel && (
        <HotelMapOverlay
          hotel={hotel}
          productSearch={toProductSearch(search)}
          locale={locale}
          container={mapContainer ?? undefined}
          onClose={() => setMapContainer(undefined)}
        />
      )}
      {gallery && hotel && items.length > 0 && (
        // A gallery whose code could not load leaves the page usable.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <MediaGallery
              items={items}
              hotelName={hotel.name}
              preferVideo={gallery.preferVideo}
              onClose={() => setGallery(null)}
              container={gallery.container}
              returnFocusRef={opener}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
