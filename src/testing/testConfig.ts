import { demoLinkOrigins } from '../../demo/catalogue/linkOrigins';
import { parseHostConfig, type HostConfig, type HostConfigInput } from '../config/hostConfig';

/**
 * A valid host configuration for tests, with overrides. Like the demo brand pages it allows links
 * to the demo catalogue's review sites.
 */
export function testConfig(overrides: HostConfigInput = {}): HostConfig {
  const result = parseHostConfig({
    locale: 'en-gb',
    brand: { name: 'Sunwave' },
    allowedOrigins: [...demoLinkOrigins],
    ...overrides,
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}
