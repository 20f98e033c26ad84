/** The checkout's test helpers other features' tests use: carts and the card provider's stand-in. */
export { cartAtExtras } from './outcomeCarts';
export { testCart } from './cartFixture';
export {
  FakeSecureFields,
  installFakeSecureFields,
} from '../payment/cardFields/testing/fakeSecureFields';
