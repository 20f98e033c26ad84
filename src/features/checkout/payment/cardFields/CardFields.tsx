import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { useIntl } from 'react-intl';
import { BrandIcon } from './BrandIcon';
import type { CardType } from './brands';
import { hostedFieldError, type CardFieldError, type CardFieldErrors } from './cardErrors';
import { cardHolderError } from './cardHolder';
import { expiryError } from './expiry';
import { ExpirySelects } from './ExpirySelects';
import { secureFieldsScriptUrl } from './loadSecureFields';
import { cardErrorOf } from './providerErrors';
import type { HostedFieldName, SecureFieldsChange } from './secureFieldsApi';
import { useSecureFields } from './useSecureFields';

export type CardStatusMessage =
  'validationFailed' | 'connectionError' | 'submitError' | 'submitted';

/** The one thing the card form hands on: the provider's token, never a card number or CVV. */
export type CardSubmitResult =
  | {
      ok: true;
      transactionId: string;
      cardType: CardType | null;
      bin: string | null;
      cardHolder: string;
    }
  | { ok: false; errors: CardFieldErrors; message: CardStatusMessage };

export interface CardFieldsHandle {
  submit: () => Promise<CardSubmitResult>;
}

export interface CardFieldsProps {
  /** The provider's transaction for these fields (the payment step's paymentConfig). */
  transactionId: string;
  /** `keys.cardFieldsScriptUrl`; default the provider's own script. */
  scriptUrl?: string;
  /** The card's first six digits once the number is complete, null when it no longer is. */
  onBinChange?: (bin: string | null) => void;
  /** The card holder as typed, each time the visitor leaves the field with a changed name. */
  onHolderChange?: (cardHolder: string) => void;
  /** The date expiry is checked against (tests pin it). */
  today?: Date;
  /**
   * Once ready, focus moves to the card number (docs/rules/checkout.md, "Card entry"). Forms where
   * the card is not the first thing to fill in (the voucher form's step 4) turn it off, so the page
   * does not jump.
   */
  focusOnReady?: boolean;
}

const fieldStyle: CSSProperties = { display: 'grid', gap: '0.25rem', marginBottom: '0.75rem' };
const hostStyle: CSSProperties = { minHeight: '2.5rem' };
const errorStyle: CSSProperties = {
  color: '#b00020',
  margin: 0,
  fontSize: '0.875rem',
  minHeight: '1.25rem',
};

/**
 * The line a field's error appears on, kept even while empty: an error shown when a field is left
 * (the press on a button blurs it) must not move that button away from under the pointer.
 */
function FieldError({ id, error }: { id: string; error: CardFieldError | undefined }) {
  const intl = useIntl();
  return (
    <p id={id} style={errorStyle}>
      {error ? intl.formatMessage({ id: `checkout.card.error.${error}` }) : null}
    </p>
  );
}

/**
 * Card entry on the payment step: card holder, the provider's hosted card number and CVV, expiry
 * month and year. `ref.submit()` validates everything and asks the provider for a
 * transactionId; the caller sends that with the card holder.
 */
export const CardFields = forwardRef<CardFieldsHandle, CardFieldsProps>(function CardFields(
  { transactionId, scriptUrl, onBinChange, onHolderChange, today, focusOnReady = true },
  ref,
) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `checkout.card.${id}` });
  const ids = { holder: useId(), number: useId(), cvv: useId(), errors: useId() };
  const [cardHolder, setCardHolder] = useState('');
  const reportedHolder = useRef('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [message, setMessage] = useState<CardStatusMessage | null>(null);

  const onChange = ({ fields, event }: SecureFieldsChange) => {
    const name = event?.field as HostedFieldName | undefined;
    if (name !== 'cardNumber' && name !== 'cvv') return;
    const error = hostedFieldError(name, fields[name]);
    // Errors appear when the visitor leaves a field and disappear as soon as it is right.
    if (!error || event?.type === 'blur')
      setErrors((now) => ({ ...now, [name]: error ?? undefined }));
  };

  const hosted = useSecureFields({
    scriptUrl: secureFieldsScriptUrl(scriptUrl),
    transactionId,
    containers: {
      cardNumber: { id: `${ids.number}-host`, label: t('number.label') },
      cvv: { id: `${ids.cvv}-host`, label: t('cvv.label') },
    },
    onChange,
    onBinChange,
    focusOnReady,
  });

  const fail = (found: CardFieldErrors, next: CardStatusMessage): CardSubmitResult => {
    setErrors(found);
    setMessage(next);
    return { ok: false, errors: found, message: next };
  };

  useImperativeHandle(ref, () => ({
    submit: async () => {
      const now = today ?? new Date();
      const states = hosted.fieldStates();
      const found: CardFieldErrors = {};
      const holder = cardHolderError(cardHolder);
      if (holder) found.cardHolder = holder;
      const expiry = expiryError(month, year, now);
      if (expiry) found.expiry = expiry;
      if (hosted.status !== 'ready') return fail(found, 'connectionError');
      for (const name of ['cardNumber', 'cvv'] as const) {
        const error = hostedFieldError(name, states[name]);
        if (error) found[name] = error;
      }
      if (Object.keys(found).length) return fail(found, 'validationFailed');
      const outcome = await hosted.submit(Number(month), Number(year));
      if (outcome.kind === 'invalid') {
        for (const name of ['cardNumber', 'cvv'] as const) {
          const error = hostedFieldError(name, outcome.fields[name]);
          if (error) found[name] = error;
        }
        return fail(found, 'validationFailed');
      }
      if (outcome.kind === 'error') {
        const mapped = cardErrorOf(outcome.error);
        if (mapped) return fail({ [mapped.field]: mapped.error }, 'validationFailed');
        const lost = outcome.error === 'error.connection';
        return fail({}, lost ? 'connectionError' : 'submitError');
      }
      setErrors({});
      setMessage('submitted');
      return {
        ok: true,
        transactionId: outcome.transactionId,
        cardType: hosted.cardType,
        bin: hosted.bin(),
        cardHolder: cardHolder.trim(),
      };
    },
  }));

  const describedBy = (key: keyof CardFieldErrors) =>
    errors[key] ? `${ids.errors}-${key}` : undefined;

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-busy={hosted.status === 'loading'}>
      <legend>{t('legend')}</legend>
      <div style={fieldStyle}>
        <label htmlFor={ids.holder}>{t('holder.label')}</label>
        <input
          id={ids.holder}
          value={cardHolder}
          autoComplete="cc-name"
          aria-invalid={!!errors.cardHolder}
          aria-describedby={describedBy('cardHolder')}
          onChange={(event) => setCardHolder(event.target.value)}
          onBlur={() => {
            setErrors((now) => ({ ...now, cardHolder: cardHolderError(cardHolder) ?? undefined }));
            const holder = cardHolder.trim();
            if (holder === reportedHolder.current) return;
            reportedHolder.current = holder;
            onHolderChange?.(holder);
          }}
        />
        <FieldError id={`${ids.errors}-cardHolder`} error={errors.cardHolder} />
      </div>

      {hosted.status === 'loading' && <p role="status">{t('loading')}</p>}
      {hosted.status === 'failed' && (
        <div role="alert">
          <p>{t('status.connectionError')}</p>
          <button type="button" onClick={hosted.retry}>
            {t('retry')}
          </button>
        </div>
      )}

      <div style={fieldStyle}>
        <span id={ids.number}>{t('number.label')}</span>
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <div
            id={`${ids.number}-host`}
            role="group"
            aria-labelledby={ids.number}
            aria-describedby={describedBy('cardNumber')}
            style={{ ...hostStyle, flex: 1 }}
          />
          {hosted.cardType && <BrandIcon cardType={hosted.cardType} />}
        </div>
        <FieldError id={`${ids.errors}-cardNumber`} error={errors.cardNumber} />
      </div>

      <div style={fieldStyle}>
        <span id={ids.cvv}>{t('cvv.label')}</span>
        <div
          id={`${ids.cvv}-host`}
          role="group"
          aria-labelledby={ids.cvv}
          aria-describedby={describedBy('cvv')}
          style={{ ...hostStyle, maxWidth: '8rem' }}
        />
        <FieldError id={`${ids.errors}-cvv`} error={errors.cvv} />
      </div>

      <fieldset style={{ ...fieldStyle, border: 0, padding: 0, margin: 0 }}>
        <legend>{t('expiry.legend')}</legend>
        <ExpirySelects
          month={month}
          year={year}
          today={today ?? new Date()}
          invalid={!!errors.expiry}
          errorId={describedBy('expiry')}
          onMonth={setMonth}
          onYear={setYear}
        />
        <FieldError id={`${ids.errors}-expiry`} error={errors.expiry} />
      </fieldset>

      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {message ? t(`status.${message}`) : null}
      </p>
    </fieldset>
  );
});
