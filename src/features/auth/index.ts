/** The login's public face: what the app's routes, the CMS modules and the checkout compose. */
export { AccountPage } from './pages/AccountPage';
export { LoginReturnPage } from './pages/LoginReturnPage';
export { LogoutReturnPage } from './pages/LogoutReturnPage';
export { VerificationReturnPage } from './pages/VerificationReturnPage';
export { VerificationRequiredPage } from './pages/VerificationRequiredPage';
export { authSettingsOf, useAuthFeature } from './useAuthFeature';
export {
  selectAuthStatus,
  selectSignedInUser,
  selectIsVerified,
  type AuthStatus,
} from './authSlice';
export { markIdentityOutdated } from './authCookies';
export {
  signedInIdToken,
  signedInAccessToken,
  signedInProfile,
  signedInNewsletterMetadata,
  type SignedInProfile,
} from './signedInIdentity';
export { useSignedInProfile } from './useSignedInProfile';
export { useAccountActions } from './components/useAccountActions';
export { usePasswordChangeConfirmation } from './components/usePasswordChangeConfirmation';
export { keepReturnPath } from './authCookies';

/** The header's login state and buttons: a chunk of its own. */
export const importHeaderAccount = () =>
  import(/* webpackChunkName: "header-account" */ './components/HeaderAccount');
/** The CMS membership module (promo code behind the login): a chunk of its own. */
export const importMembershipModule = () =>
  import(/* webpackChunkName: "cms-membership" */ './components/MembershipModule');
