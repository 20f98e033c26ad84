import type { CSSProperties } from 'react';

// The bundle is embedded in foreign pages, so nothing is styled globally: components read the brand
// theme from the custom properties the shell sets on its root element, with neutral fallbacks for
// anything rendered outside it (tests, a portal target without the properties).
export const themeColor = {
  primary: 'var(--hs-color-primary, #004f9f)',
  primaryContrast: 'var(--hs-color-primary-contrast, #ffffff)',
  accent: 'var(--hs-color-accent, #f2a900)',
  accentContrast: 'var(--hs-color-accent-contrast, #1d1d1b)',
  surface: 'var(--hs-color-surface, #ffffff)',
  text: 'var(--hs-color-text, #1d1d1b)',
} as const;

export const themeRadius = 'var(--hs-radius, 4px)';

const buttonBaseStyle: CSSProperties = {
  font: 'inherit',
  lineHeight: 1.25,
  padding: '0.5em 1em',
  borderRadius: themeRadius,
  border: '1px solid transparent',
  cursor: 'pointer',
};

export const primaryButtonStyle: CSSProperties = {
  ...buttonBaseStyle,
  background: themeColor.primary,
  color: themeColor.primaryContrast,
};

export const secondaryButtonStyle: CSSProperties = {
  ...buttonBaseStyle,
  background: 'transparent',
  color: themeColor.primary,
  borderColor: themeColor.primary,
};

/** A square, borderless button for an icon such as the close cross. */
export const iconButtonStyle: CSSProperties = {
  ...buttonBaseStyle,
  padding: '0.25em 0.5em',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.5em',
  lineHeight: 1,
};

/** Above ordinary host page content; hosts with higher layers can raise it. */
export const overlayZIndex = 'var(--hs-z-overlay, 1000)';
