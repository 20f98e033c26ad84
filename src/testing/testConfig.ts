import { parseHostConfig, type HostConfig, type HostConfigInput } from '../config/hostConfig';

/** A valid host configuration for tests, with overrides. */
export function testConfig(overrides: HostConfigInput = {}): HostConfig {
  const result = parseHostConfig({ locale: 'en-gb', brand: { name: 'Sunwave' }, ...overrides });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}
