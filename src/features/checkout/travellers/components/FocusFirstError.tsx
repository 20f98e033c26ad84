import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { usePrefersReducedMotion } from '../../../../ui/usePrefersReducedMotion';

/** Spec 2 §9: after a failed submit, the first error is scrolled to after 50 ms. */
export const focusDelayMs = 50;

/**
 * After a submit that found errors, scrolls the first invalid control into view (smoothly unless
 * reduced motion is asked for) and focuses it, so keyboard and screen-reader users land on it.
 */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValidating, isValid } = useFormikContext();
  const reducedMotion = usePrefersReducedMotion();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isValidating || isValid) return;
    handled.current = submitCount;
    const timer = window.setTimeout(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return;
      first.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
      first.focus({ preventScroll: true });
    }, focusDelayMs);
    return () => window.clearTimeout(timer);
  }, [submitCount, isValidating, isValid, reducedMotion, formRef]);
  return null;
}
