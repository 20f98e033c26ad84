import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * After a failed submit, the first error is scrolled to after 50 ms
 * (docs/rules/forms.md, "The first error takes the focus").
 */
export const focusDelayMs = 50;

/**
 * Scrolls the first invalid control inside `container` into view after 50 ms (smoothly unless
 * reduced motion is asked for) and focuses it, so keyboard and screen-reader users land on it.
 * Returns a cancel function.
 */
export function scrollToFirstError(
  container: HTMLElement | null,
  reducedMotion: boolean,
  selector = '[aria-invalid="true"], [data-invalid="true"]',
) {
  const timer = window.setTimeout(() => {
    const first = container?.querySelector<HTMLElement>(selector);
    if (!first) return;
    first.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
    first.focus({ preventScroll: true });
  }, focusDelayMs);
  return () => window.clearTimeout(timer);
}

/**
 * In a Formik form: after each submit that found errors, the first one is scrolled to. A submit
 * counts once it is settled (validated, and handed on or refused); later edits that make the form
 * invalid again move nothing.
 */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement> }) {
  const { submitCount, isSubmitting, isValidating, isValid } = useFormikContext();
  const reducedMotion = usePrefersReducedMotion();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    // Not cancelled by the renders that follow (a blur re-validating, say): this submit's
    // errors are handled once, here.
    if (!isValid) scrollToFirstError(formRef.current, reducedMotion);
  }, [submitCount, isSubmitting, isValidating, isValid, reducedMotion, formRef]);
  return null;
}
