import type { CSSProperties, ReactNode } from 'react';

// Hidden on screen but still read by assistive technology; an inline style because no global
// stylesheet may be shipped into the host page.
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface VisuallyHiddenProps {
  children: ReactNode;
}

export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return (
    <span className="hs-visually-hidden" style={visuallyHiddenStyle}>
      {children}
    </span>
  );
}
