import { useCallback, useEffect, useRef, useState } from 'react';
import { binOf, cardTypeOf, type CardType } from './brands';
import { loadSecureFields } from './loadSecureFields';
import type {
  HostedFieldName,
  HostedFieldState,
  ProviderError,
  SecureFieldsChange,
  SecureFieldsInstance,
  SecureFieldsValidate,
} from './secureFieldsApi';

export type HostedStatus = 'loading' | 'ready' | 'failed';

export type HostedSubmitOutcome =
  | { kind: 'token'; transactionId: string }
  | { kind: 'invalid'; fields: SecureFieldsValidate['fields'] }
  | { kind: 'error'; error: ProviderError };

export interface HostedFieldsSetup {
  scriptUrl: string;
  transactionId: string;
  containers: Record<HostedFieldName, { id: string; label: string }>;
  onChange: (change: SecureFieldsChange) => void;
  onBinChange?: (bin: string | null) => void;
  /**
   * Focus moves to the card number once ready; off where the card is not first
   * (docs/rules/checkout.md, "Card entry").
   */
  focusOnReady?: boolean;
}

/** A hosted submit that never answers counts as a failed connection. */
const submitTimeoutMs = 30_000;

const hostedStyles = {
  '*': 'font-size: 16px; color: #1d1d1b; padding: 0 0.5em;',
  '*::placeholder': 'color: #6b6b6b;',
};

/**
 * The provider's hosted fields in the given containers: loads the script, starts one instance per
 * transaction, reports changes, the recognised card type and the BIN, and submits. Card number and
 * CVV stay in the provider's frames; only lengths, validity, the brand, the BIN and finally the
 * transactionId come out.
 */
export function useSecureFields({
  scriptUrl,
  transactionId,
  containers,
  onChange,
  onBinChange,
  focusOnReady = true,
}: HostedFieldsSetup) {
  const [attempt, setAttempt] = useState(0);
  // The status belongs to one start of the fields; a new start is loading until it says otherwise.
  const start = `${scriptUrl} ${transactionId} ${attempt}`;
  const [reported, setReported] = useState<{ start: string; status: HostedStatus }>({
    start,
    status: 'loading',
  });
  const status = reported.start === start ? reported.status : 'loading';
  const [cardType, setCardType] = useState<CardType | null>(null);
  const instance = useRef<SecureFieldsInstance | null>(null);
  const fields = useRef<Partial<Record<HostedFieldName, HostedFieldState>>>({});
  const bin = useRef<string | null>(null);
  const pending = useRef<((outcome: HostedSubmitOutcome) => void) | null>(null);
  // Latest callbacks and labels without restarting the fields when the parent re-renders.
  const latest = useRef({ onChange, onBinChange, containers, focusOnReady });
  useEffect(() => {
    latest.current = { onChange, onBinChange, containers, focusOnReady };
  });

  useEffect(() => {
    let active = true;
    const setStatus = (next: HostedStatus) => setReported({ start, status: next });
    const reportBin = (next: string | null) => {
      if (next === bin.current) return;
      bin.current = next;
      latest.current.onBinChange?.(next);
    };
    const settle = (outcome: HostedSubmitOutcome) => {
      const resolve = pending.current;
      pending.current = null;
      resolve?.(outcome);
    };
    loadSecureFields(scriptUrl).then(
      (SecureFields) => {
        if (!active) return;
        const fieldsApi = new SecureFields();
        instance.current = fieldsApi;
        const { cardNumber, cvv } = latest.current.containers;
        fieldsApi.init(
          transactionId,
          {
            cardNumber: {
              placeholderElementId: cardNumber.id,
              ariaLabel: cardNumber.label,
              inputType: 'tel',
            },
            cvv: { placeholderElementId: cvv.id, ariaLabel: cvv.label, inputType: 'tel' },
          },
          { styles: hostedStyles },
        );
        fieldsApi.on('ready', () => {
          if (!active) return;
          setStatus('ready');
          if (latest.current.focusOnReady) fieldsApi.focus('cardNumber');
        });
        fieldsApi.on('error', () => {
          if (active) setStatus('failed');
          settle({ kind: 'error', error: 'error.connection' });
        });
        fieldsApi.on('change', (change) => {
          if (!active) return;
          fields.current = { ...fields.current, ...change.fields };
          const number = change.fields.cardNumber;
          setCardType(cardTypeOf(number?.paymentMethod));
          if (number?.valid)
            fieldsApi.getCardInfo((info) => active && reportBin(binOf(info.maskedCard)));
          else reportBin(null);
          latest.current.onChange(change);
        });
        fieldsApi.on('validate', (result) => {
          fields.current = { ...fields.current, ...result.fields };
          if (result.hasErrors) settle({ kind: 'invalid', fields: result.fields });
        });
        fieldsApi.on('success', (result) => {
          if (result.transactionId) settle({ kind: 'token', transactionId: result.transactionId });
          else settle({ kind: 'error', error: result.error ?? 'error.submit' });
        });
      },
      () => {
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
      instance.current?.destroy();
      instance.current = null;
      fields.current = {};
      settle({ kind: 'error', error: 'error.connection' });
    };
  }, [scriptUrl, transactionId, start]);

  const submit = useCallback(
    (expm: number, expy: number) =>
      new Promise<HostedSubmitOutcome>((resolve) => {
        const fieldsApi = instance.current;
        if (!fieldsApi || status !== 'ready') {
          resolve({ kind: 'error', error: 'error.connection' });
          return;
        }
        // Blocking on purpose: one submit at a time; a second one replaces nothing.
        if (pending.current) {
          resolve({ kind: 'error', error: 'error.submit' });
          return;
        }
        const timer = setTimeout(() => {
          pending.current = null;
          resolve({ kind: 'error', error: 'error.connection' });
        }, submitTimeoutMs);
        pending.current = (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        };
        fieldsApi.submit({ expm, expy });
      }),
    [status],
  );

  return {
    status,
    cardType,
    /** The last state each hosted field reported. */
    fieldStates: () => fields.current,
    bin: () => bin.current,
    submit,
    retry: () => setAttempt((n) => n + 1),
  };
}
