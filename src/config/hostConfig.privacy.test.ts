import { parseHostConfig } from './hostConfig';

describe('host configuration: consent manager and analytics', () => {
  it('defaults analytics to the data layer "dataLayer", waiting for consent, with the event log on', () => {
    const result = parseHostConfig({});
    expect(result.ok && result.config.analytics).toEqual({
      dataLayer: 'dataLayer',
      requireConsent: true,
      eventLog: true,
    });
    expect(result.ok && result.config.consentManager).toBeUndefined();
  });

  it('takes another data layer name, or none, and refuses what is no name', () => {
    const named = parseHostConfig({ analytics: { dataLayer: 'brandLayer', eventLog: false } });
    expect(named.ok && named.config.analytics).toEqual({
      dataLayer: 'brandLayer',
      requireConsent: true,
      eventLog: false,
    });
    expect(parseHostConfig({ analytics: { dataLayer: '' } }).ok).toBe(true);
    expect(parseHostConfig({ analytics: { dataLayer: 'data layer' } }).ok).toBe(false);
    expect(parseHostConfig({ analytics: { requireConsent: 'no' } }).ok).toBe(false);
  });

  it('keeps the host’s consent manager object itself, and refuses one without getConsent()', () => {
    const manager = { getConsent: () => ({}), grant: () => undefined };
    const result = parseHostConfig({ consentManager: manager });
    expect(result.ok && result.config.consentManager).toBe(manager);
    expect(parseHostConfig({ consentManager: { grant: () => undefined } })).toEqual({
      ok: false,
      problems: [expect.stringContaining('consentManager: expected')],
    });
    expect(parseHostConfig({ consentManager: 'cmp' }).ok).toBe(false);
  });
});
