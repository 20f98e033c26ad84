import type { CSSProperties } from 'react';
import { themeColor, themeRadius } from '../../../ui/theme';

/** Inline styles shared by the travellers and departure panels (no stylesheet reaches the host). */
export const fieldStyle: CSSProperties = {
  font: 'inherit',
  padding: '0.375rem 0.5rem',
  borderRadius: themeRadius,
  border: '1px solid currentColor',
  background: themeColor.surface,
  color: themeColor.text,
};

export const alertStyle: CSSProperties = {
  margin: '0.5rem 0',
  padding: '0.5rem 0.75rem',
  borderRadius: themeRadius,
  border: '1px solid #b00020',
  color: '#b00020',
};

export const noteStyle: CSSProperties = {
  margin: '0.5rem 0',
  padding: '0.5rem 0.75rem',
  borderRadius: themeRadius,
  borderLeft: `4px solid ${themeColor.accent}`,
  fontSize: '0.875em',
};

export const listResetStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
