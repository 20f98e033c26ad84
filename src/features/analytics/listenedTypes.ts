/**
 * Actions of other features analytics listens to, by type: the lazy saga must not pull their
 * slices into its chunk (eventLog.test.ts checks the names against the slices).
 */
export const listenedTypes = {
  routeEntered: 'shell/routeEntered',
  resultListLoaded: 'resultList/listLoaded',
  galleryLoaded: 'destinations/galleryLoaded',
  hotelPriceDifference: 'hotelOffers/offers/priceDifferenceLoaded',
  checkoutChanges: 'checkout/offerChangeReported',
  paymentSucceeded: 'checkout/paymentSucceeded',
  paymentFailed: 'checkout/paymentFailed',
  bookingFinished: 'checkout/processingFinished',
} as const;
