import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { ThreeDsAction } from '../../../../api/types';
import { safeUrl } from '../../../../lib/safeUrl';
import { Modal } from '../../../../ui';
import type { ThreeDsResult } from './threeDsResult';

/** Tag of the challenge page's result message (the demo host's stand-in sends it). */
export const challengeMessageTag = 'demo-3ds-challenge';

const results: readonly string[] = ['approved', 'refused', 'cancelled'];

export interface ThreeDsModalProps {
  /** The payment's 3-D Secure action; the modal is open while there is one. */
  action: ThreeDsAction | null | undefined;
  /** Called once per challenge; the owner clears `action`, which closes and resets the modal. */
  onResult: (result: ThreeDsResult) => void;
  /**
   * The shop's own name for this challenge (the payment attempt). Hosts may hand out a token
   * again, so a token never tells one challenge from the next (docs/rules/payment-attempts.md).
   */
  challengeId?: string;
  container?: Element;
  /** Where the focus goes when the challenge closes (the button that paid); see the rules. */
  returnFocusRef?: RefObject<HTMLElement>;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * The issuer's 3-D Secure challenge in a modal (docs/rules/checkout.md, "The 3-D Secure
 * challenge"): open whenever a payment action exists; the overlay does not close it; Escape or
 * the close button count as cancelled. The result is read from the challenge frame's message,
 * from its origin only.
 *
 * The focus goes to the issuer's page's frame, not onto the close button: the Enter that opened
 * the challenge, its key repeats and the next presses on 'Pay now' then land where they act on
 * nothing (docs/rules/payment-attempts.md, "The keyboard and the challenge").
 */
export function ThreeDsModal({
  action,
  onResult,
  challengeId,
  container,
  returnFocusRef,
}: ThreeDsModalProps) {
  const intl = useIntl();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const challengeRef = useRef<HTMLDivElement>(null);
  // The issuer's page is on the card issuer's own origin, which no host can list in advance: the
  // URL policy's form rules apply without its origin list (docs/rules/url-policy.md).
  const url = safeUrl(action?.url);
  const origin = originOf(url);
  // The open challenge: the owner's id for it, else the action it was opened with.
  const challenge: unknown = action ? (challengeId ?? action) : null;
  // One result per challenge, whichever comes first (the frame, Escape or the close button).
  const answered = useRef<unknown>(null);
  const latest = useRef({ onResult, challenge });
  useEffect(() => {
    latest.current = { onResult, challenge };
  });

  const answer = (result: ThreeDsResult) => {
    const open = latest.current.challenge;
    if (!open || answered.current === open) return;
    answered.current = open;
    latest.current.onResult(result);
  };
  const answerRef = useRef(answer);
  useEffect(() => {
    answerRef.current = answer;
  });

  useEffect(() => {
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { source?: string; result?: string } | null;
      if (data?.source !== challengeMessageTag || !results.includes(data.result ?? '')) return;
      answerRef.current(data.result as ThreeDsResult);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const title = intl.formatMessage({ id: 'checkout.card.threeDs.title' });
  const frameTitle = intl.formatMessage({ id: 'checkout.card.threeDs.frameTitle' });
  return (
    <Modal
      open={!!action}
      onClose={() => answer('cancelled')}
      title={title}
      closeOnOverlayClick={false}
      container={container}
      initialFocusRef={url ? challengeRef : undefined}
      returnFocusRef={returnFocusRef}
    >
      {url ? (
        // Takes the focus when the challenge opens: Enter, its key repeats and its release land
        // here, where they press nothing, and the next Tab goes into the issuer's page.
        <div
          ref={challengeRef}
          tabIndex={-1}
          role="group"
          aria-label={frameTitle}
          style={{ outline: 'none' }}
        >
          <iframe
            ref={frameRef}
            key={challengeId ?? action?.token}
            src={url}
            title={frameTitle}
            style={{ width: '100%', height: '22rem', border: 0 }}
          />
        </div>
      ) : (
        <p>{intl.formatMessage({ id: 'checkout.card.threeDs.unavailable' })}</p>
      )}
    </Modal>
  );
}
