import type { CSSProperties } from 'react';
import { themeColor, themeRadius } from '../theme';

/** Inline styles of the traveller step (no stylesheet reaches the host page). */
export const fieldsetStyle: CSSProperties = {
  border: '1px solid #d0d0d0',
  borderRadius: themeRadius,
  margin: '0 0 1rem',
  padding: '0.75rem 1rem 1rem',
};

export const legendStyle: CSSProperties = { fontWeight: 700, padding: '0 0.25rem' };

export const rowStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '0.75rem 1rem',
};

export const fieldStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
};

export const controlStyle: CSSProperties = {
  font: 'inherit',
  padding: '0.375rem 0.5rem',
  borderRadius: themeRadius,
  border: '1px solid currentColor',
  background: themeColor.surface,
  color: themeColor.text,
};

export const invalidControlStyle: CSSProperties = { ...controlStyle, border: '1px solid #b00020' };

export const errorStyle: CSSProperties = { color: '#b00020', fontSize: '0.875em', margin: 0 };

export const hintStyle: CSSProperties = { fontSize: '0.875em', margin: 0 };

export const checkboxStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  margin: '0.5rem 0',
};
