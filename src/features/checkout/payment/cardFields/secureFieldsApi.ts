/**
 * The part of the hosted card provider's browser API the shop uses (Datatrans Secure Fields
 * 2.0.0: one constructor, `init`, events, `submit`). The demo host's stand-in implements the same.
 */
export type HostedFieldName = 'cardNumber' | 'cvv';

export interface HostedFieldSpec {
  placeholderElementId: string;
  placeholder?: string;
  inputType?: 'tel' | 'text';
  ariaLabel?: string;
}

export interface SecureFieldsOptions {
  styles?: Record<string, string>;
  focus?: HostedFieldName;
  paymentMethods?: string[];
}

export interface HostedFieldState {
  length: number;
  valid: boolean;
  /** The provider's brand code once it recognises the number (VIS, ECA, AMX, ...). */
  paymentMethod?: string;
}

export interface SecureFieldsChange {
  fields: Partial<Record<HostedFieldName, HostedFieldState>>;
  hasErrors: boolean;
  event?: { field: string; type: string; value?: string };
}

export type SecureFieldsValidate = Omit<SecureFieldsChange, 'event'>;

/** A provider error: a code such as 'error.va.sf-cc-num.01', a message, or both. */
export type ProviderError = string | { code?: string; message?: string };

export interface SecureFieldsSuccess {
  result?: string;
  transactionId?: string;
  error?: ProviderError;
}

export interface SecureFieldsCardInfo {
  maskedCard?: string;
  paymentMethod?: string;
  error?: ProviderError;
}

export interface SecureFieldsEvents {
  ready: undefined;
  change: SecureFieldsChange;
  validate: SecureFieldsValidate;
  success: SecureFieldsSuccess;
  error: { error?: ProviderError } | undefined;
}

export interface SecureFieldsInstance {
  init(
    transactionId: string,
    fields: Record<HostedFieldName, string | HostedFieldSpec>,
    options?: SecureFieldsOptions,
  ): void;
  on<E extends keyof SecureFieldsEvents>(
    event: E,
    handler: (data: SecureFieldsEvents[E]) => void,
  ): void;
  submit(data: { expm: number; expy: number }): void;
  focus(field: HostedFieldName): void;
  getCardInfo(callback: (data: SecureFieldsCardInfo) => void): void;
  destroy(): void;
}

export type SecureFieldsConstructor = new () => SecureFieldsInstance;

export interface SecureFieldsWindow {
  SecureFields?: SecureFieldsConstructor;
}
