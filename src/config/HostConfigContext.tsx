import { createContext, useContext } from 'react';
import type { HostConfig } from './hostConfig';
import { urlContextOf } from './urlContext';
import { allowedUrl } from '../lib/urlPolicy';

const HostConfigContext = createContext<HostConfig | null>(null);

export const HostConfigProvider = HostConfigContext.Provider;

export function useHostConfig(): HostConfig {
  const config = useContext(HostConfigContext);
  if (!config) throw new Error('useHostConfig needs a HostConfigProvider');
  return config;
}

/**
 * A link target from server data (a review site, a rating provider's page, the membership page)
 * as the URL policy allows it on this host (docs/rules/url-policy.md), or undefined: the link then
 * shows as plain text.
 */
export function useAllowedLink(value: unknown, source: string): string | undefined {
  const context = urlContextOf(useHostConfig());
  return allowedUrl(value, context, source)?.url;
}
