/** recaptcha's stand-in for other features' tests. */
export { installFakeGrecaptcha } from './fakeGrecaptcha';
