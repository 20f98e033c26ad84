import { useEffect, useRef, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { themeColor } from './theme';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { VisuallyHidden } from './VisuallyHidden';

export interface LoaderProps {
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const diameterBySize = { small: '1rem', medium: '2rem', large: '3rem' } as const;

/** A spinner announced as 'Loading' to assistive technology. */
export function Loader({ size = 'medium', className }: LoaderProps) {
  const spinnerRef = useRef<HTMLSpanElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const spinner = spinnerRef.current;
    // Spun with the Web Animations API because no stylesheet (and so no @keyframes) may be
    // shipped into the host page; skipped where unsupported or motion is unwanted.
    if (!spinner || reducedMotion || typeof spinner.animate !== 'function') return;
    const animation = spinner.animate(
      [{ transform: 'rotate(0turn)' }, { transform: 'rotate(1turn)' }],
      {
        duration: 900,
        iterations: Infinity,
      },
    );
    return () => animation.cancel();
  }, [reducedMotion]);

  const diameter = diameterBySize[size];
  const spinnerStyle: CSSProperties = {
    display: 'inline-block',
    width: diameter,
    height: diameter,
    boxSizing: 'border-box',
    border: '0.2em solid currentColor',
    borderRightColor: 'transparent',
    borderRadius: '50%',
    color: themeColor.primary,
  };

  return (
    <span role="status" className={['hs-loader', className].filter(Boolean).join(' ')}>
      <span ref={spinnerRef} aria-hidden="true" style={spinnerStyle} />
      <VisuallyHidden>
        <FormattedMessage id="ui.loader.label" />
      </VisuallyHidden>
    </span>
  );
}
