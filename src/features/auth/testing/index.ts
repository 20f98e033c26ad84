/** The identity provider's stand-in for other features' tests. */
export { fakeProvider, loggedInEarlier, resetFakeProvider } from './fakeAuth0Sdk';
export { loginConfig, signedInEarlier, startAsNewPage } from './authTestSetup';
