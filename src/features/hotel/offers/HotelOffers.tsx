import { Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageNavigate, useRouteLeaving } from '../../../ui/routeLeaving';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeatureSaga } from '../../../store/useFeatureSaga';
import { Collapsible } from '../../../ui/Collapsible';
import { mobileQuery, useMediaQuery } from '../../../ui/useMediaQuery';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';
import { hotelOffersFeature } from './hotelOffersFeature';
import * as offers$ from './hotelOffersSlice';
import { useOfferUrl } from './useOfferUrl';
import { useOffersRequest } from './useOffersRequest';
import { bookingActions } from './state/bookingSlice';
import { calendarActions } from './state/calendarSlice';
import { cascadeActions } from './state/cascadeSlice';
import { flightsActions } from './state/flightsSlice';
import { offersActions } from './state/offersSlice';
import './components/offers.css';
import { ViewModeSwitch } from './components/ViewModeSwitch';
import { OffersCalendar } from './components/OffersCalendar';
import { SelectedOfferBox } from './components/SelectedOfferBox';
import { OffersFailed, OffersLoading } from './components/OfferStates';
import { lazyChunk, loadChunk } from '../../../lib/chunks';
import { useDeferredArrival } from '../../../ui/useDeferredArrival';

// Only after a switch to the cascade, and once the offer is there: chunks of their own.
const HotelCascade = lazyChunk(() =>
  import(/* webpackChunkName: "hotel-cascade" */ './components/HotelCascade').then((m) => ({
    default: m.HotelCascade,
  })),
);
const changes = loadChunk(
  () => import(/* webpackChunkName: "hotel-offer-changes" */ './components/OfferChanges'),
);
const FlightChanger = lazyChunk(() => changes().then((m) => ({ default: m.FlightChanger })), {
  retry: false,
});
const RoomBoardMatrix = lazyChunk(() => changes().then((m) => ({ default: m.RoomBoardMatrix })), {
  retry: false,
});

interface Props {
  /** Scroll to the flight changer after a day is chosen; default on phones. */
  scrollNavigation?: boolean;
  /**
   * Shows nothing yet, keeping the area's room, while what stands above it has not arrived (the
   * page's CMS modules): shown first, the offers would be pushed down when that arrives.
   */
  held?: boolean;
}

/** The hotel page's offer area: dates, flights, room and board, the offer (docs/rules/hotel.md). */
export function HotelOffers({ scrollNavigation, held = false }: Props) {
  useFeatureSaga(hotelOffersFeature);
  const dispatch = useAppDispatch();
  const navigate = usePageNavigate();
  const { offerId, viewMode, writeOffer, setViewMode } = useOfferUrl();
  const { locale, retry } = useOffersRequest(offerId);
  const navigation = useAppSelector((state) => offers$.selectOffers(state).navigation);
  const status = useAppSelector((state) => offers$.selectOffers(state).status);
  const current = useAppSelector(offers$.selectSelectedOffer);
  // The area's first drawing (calendar, flights, the offer box) is the page's largest render after
  // its head: drawn in slices once the offer has arrived.
  const selected = useDeferredArrival(current);
  const dayClicked = useAppSelector((state) => offers$.selectCalendar(state).clicked);
  const cascadeOpen = useAppSelector(offers$.selectCascade).open;
  const flightsOpen = useAppSelector(offers$.selectFlights).open;
  const booking = useAppSelector(offers$.selectBooking);
  const phone = useMediaQuery(mobileQuery);
  const reducedMotion = usePrefersReducedMotion();
  const flightsRef = useRef<HTMLDivElement>(null);

  // A choice (the visitor's or the cascade's) becomes a URL with history state.
  useEffect(() => {
    if (!navigation) return;
    writeOffer(navigation.offerId, navigation.replace);
    dispatch(offersActions.offerNavigated());
  }, [navigation, writeOffer, dispatch]);

  // After a day is chosen, on to the flight changer
  // (docs/rules/hotel.md, "Dates: calendar or lists"); clicked is used once.
  useEffect(() => {
    if (!dayClicked) return;
    if (scrollNavigation ?? phone) {
      flightsRef.current?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth' });
    }
    dispatch(calendarActions.calendarClickHandled());
  }, [dayClicked, scrollNavigation, phone, reducedMotion, dispatch]);

  const goingToCheckout = useRef(false);
  useEffect(() => {
    if (booking.status !== 'created' || !booking.checkoutId) return;
    goingToCheckout.current = true;
    // The checkout reads a price change of the create answer from the history state.
    navigate(href('checkout_ancillaries', locale, { checkoutId: booking.checkoutId }), {
      state: booking.changes.length ? { offerChanges: booking.changes } : undefined,
    });
  }, [booking, locale, navigate]);
  // The created checkout is handed over when this page goes, not when it asks to go: the
  // navigation is a transition, so the page stays on screen, and takes presses of 'Book now',
  // until the checkout's code has arrived. Until the hand-over the booking saga takes no press
  // (docs/rules/hotel-offers.md). The page has gone once it is the leaving one (a quick 'back'
  // may bring this very page back before it is taken down), or at the latest when it is.
  const leaving = useRouteLeaving();
  useEffect(() => {
    if (!leaving || !goingToCheckout.current) return;
    goingToCheckout.current = false;
    dispatch(bookingActions.bookingHandedOver());
  }, [leaving, dispatch]);
  useEffect(
    () => () => {
      if (goingToCheckout.current) dispatch(bookingActions.bookingHandedOver());
    },
    [dispatch],
  );

  const failed = status === 'rejected';
  const empty = status === 'resolved' && !current;
  const loading = !failed && !selected && !empty;

  // Held, the area is an empty box of a screen's height (its requests run meanwhile): what arrives
  // above it moves nothing the visitor sees, and the texts and reviews below wait out of view.
  if (held)
    return <div className="hs-offers-held" aria-busy="true" style={{ minHeight: '100vh' }} />;

  return (
    // While loading it keeps a screen's height, so texts and reviews below wait out of view.
    <div className={loading ? 'hs-offers hs-offers--loading' : 'hs-offers'}>
      <div className="hs-offers__main">
        <div>
          <Collapsible
            title={<FormattedMessage id="hotelOffers.dates.heading" />}
            headingLevel={2}
            expanded={cascadeOpen}
            onToggle={() => dispatch(cascadeActions.cascadeToggled())}
          >
            <ViewModeSwitch mode={viewMode} onChange={setViewMode} />
            {failed && <OffersFailed onRetry={retry} />}
            {empty && <OffersLoading empty />}
            {loading && <OffersLoading />}
            {selected && viewMode === 'offersCalendar' && <OffersCalendar />}
            {selected && viewMode === 'hotelCascade' && (
              <Suspense fallback={<OffersLoading />}>
                <HotelCascade />
              </Suspense>
            )}
          </Collapsible>
        </div>
        <div ref={flightsRef}>
          <Collapsible
            title={<FormattedMessage id="hotelOffers.flights.heading" />}
            headingLevel={2}
            expanded={flightsOpen}
            onToggle={() => dispatch(flightsActions.flightChangerToggled())}
          >
            {selected && (
              <Suspense fallback={<OffersLoading />}>
                <FlightChanger />
              </Suspense>
            )}
          </Collapsible>
        </div>
        {selected && (
          <Suspense fallback={null}>
            <RoomBoardMatrix />
          </Suspense>
        )}
      </div>
      {selected && <SelectedOfferBox offer={selected} />}
    </div>
  );
}
