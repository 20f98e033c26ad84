import type { CSSProperties } from 'react';
import type { HostConfig } from '../config/hostConfig';

/** Brand theme colours become custom properties on the shop's root element only. */
export function themeVariables(config: HostConfig): CSSProperties {
  const theme = config.brand.theme;
  const vars: Record<string, string | undefined> = {
    '--hs-color-primary': theme.primary,
    '--hs-color-primary-contrast': theme.primaryContrast,
    '--hs-color-accent': theme.accent,
    '--hs-color-accent-contrast': theme.accentContrast,
    '--hs-color-surface': theme.surface,
    '--hs-color-text': theme.text,
  };
  return Object.fromEntries(Object.entries(vars).filter(([, value]) => value)) as CSSProperties;
}
