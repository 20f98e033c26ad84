/** @jest-environment node */
import { demoState, resetDemoState } from '../handlers';
import { issueRecaptchaToken, tokenLifetimeMs, verifyRecaptchaToken } from './tokens';

afterEach(() => resetDemoState());

const now = Date.UTC(2026, 4, 15, 12);

function issued(at = now): string {
  const answer = issueRecaptchaToken('demo-recaptcha-key', at);
  if (!answer) throw new Error('no token');
  return answer.token;
}

describe('reCAPTCHA stand-in tokens', () => {
  it('issues distinct tokens good for two minutes', () => {
    expect(issueRecaptchaToken('demo-recaptcha-key', now)).toEqual({
      token: expect.stringMatching(/^rc-\d{6}-[a-z0-9]+$/),
      expiresInSeconds: 120,
    });
    expect(issued()).not.toBe(issued());
  });

  it('refuses a missing site key and the refused key', () => {
    expect(issueRecaptchaToken('', now)).toBeNull();
    expect(issueRecaptchaToken('invalid', now)).toBeNull();
    expect(demoState.recaptchaTokens.size).toBe(0);
  });

  it('accepts an issued token once', () => {
    const token = issued();
    expect(verifyRecaptchaToken(token, now + 1_000)).toBe(true);
    expect(verifyRecaptchaToken(token, now + 2_000)).toBe(false);
  });

  it('refuses a token after two minutes, and a refused token stays refused', () => {
    const token = issued();
    expect(verifyRecaptchaToken(token, now + tokenLifetimeMs)).toBe(false);
    expect(verifyRecaptchaToken(token, now)).toBe(false);
  });

  it.each([undefined, null, '', 42, 'rc-000001-madeup', ['rc-000001']])(
    'refuses %j, which it never issued',
    (token) => {
      issued();
      expect(verifyRecaptchaToken(token, now)).toBe(false);
    },
  );

  it('forgets expired tokens nobody checked', () => {
    issued(now);
    const fresh = issued(now + tokenLifetimeMs);
    expect(verifyRecaptchaToken('unknown', now + tokenLifetimeMs + 1)).toBe(false);
    expect([...demoState.recaptchaTokens.keys()]).toEqual([fresh]);
  });

  it('is emptied with the rest of the demo state', () => {
    const token = issued();
    resetDemoState();
    expect(verifyRecaptchaToken(token, now)).toBe(false);
  });
});
