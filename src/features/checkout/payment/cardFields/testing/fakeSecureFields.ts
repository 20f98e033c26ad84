import { act } from '@testing-library/react';
import type {
  HostedFieldName,
  HostedFieldSpec,
  SecureFieldsCardInfo,
  SecureFieldsEvents,
  SecureFieldsInstance,
  SecureFieldsOptions,
  SecureFieldsWindow,
} from '../secureFieldsApi';

type Handler = (data: never) => void;

/**
 * The provider's `SecureFields` global as the shop sees it (the edge of the card form): records
 * what the shop asks of it and lets a test play the provider's events.
 */
export class FakeSecureFields implements SecureFieldsInstance {
  static instances: FakeSecureFields[] = [];
  static latest(): FakeSecureFields {
    const last = FakeSecureFields.instances.at(-1);
    if (!last) throw new Error('No SecureFields instance was made');
    return last;
  }

  transactionId: string | undefined;
  fields: Record<HostedFieldName, string | HostedFieldSpec> | undefined;
  options: SecureFieldsOptions | undefined;
  submitted: { expm: number; expy: number }[] = [];
  focused: HostedFieldName[] = [];
  destroyed = false;
  cardInfo: SecureFieldsCardInfo = { maskedCard: '424242xxxxxx4242', paymentMethod: 'VIS' };
  private handlers = new Map<string, Handler[]>();

  constructor() {
    FakeSecureFields.instances.push(this);
  }

  init(
    transactionId: string,
    fields: Record<HostedFieldName, string | HostedFieldSpec>,
    options?: SecureFieldsOptions,
  ): void {
    this.transactionId = transactionId;
    this.fields = fields;
    this.options = options;
  }

  on<E extends keyof SecureFieldsEvents>(event: E, handler: (data: SecureFieldsEvents[E]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler as Handler]);
  }

  submit(data: { expm: number; expy: number }): void {
    this.submitted.push(data);
  }

  focus(field: HostedFieldName): void {
    this.focused.push(field);
  }

  getCardInfo(callback: (data: SecureFieldsCardInfo) => void): void {
    callback(this.cardInfo);
  }

  destroy(): void {
    this.destroyed = true;
  }

  placeholderOf(field: HostedFieldName): string | undefined {
    const spec = this.fields?.[field];
    return typeof spec === 'string' ? spec : spec?.placeholderElementId;
  }

  /** Plays a provider event and lets the shop settle (state updates, resolved submits). */
  emit<E extends keyof SecureFieldsEvents>(event: E, data: SecureFieldsEvents[E]): Promise<void> {
    return act(async () => {
      for (const handler of this.handlers.get(event) ?? []) (handler as (d: unknown) => void)(data);
    });
  }

  /** Both hosted fields as the provider reports them after the visitor typed a valid card. */
  typeValidCard(paymentMethod = 'VIS'): Promise<void> {
    return this.emit('change', {
      fields: {
        cardNumber: { length: 16, valid: true, paymentMethod },
        cvv: { length: 3, valid: true },
      },
      hasErrors: false,
      event: { field: 'cvv', type: 'blur' },
    });
  }
}

/** Puts the fake on window as the provider's script would; returns the clean-up. */
export function installFakeSecureFields(): () => void {
  FakeSecureFields.instances = [];
  (window as SecureFieldsWindow).SecureFields = FakeSecureFields;
  return () => {
    delete (window as SecureFieldsWindow).SecureFields;
  };
}
